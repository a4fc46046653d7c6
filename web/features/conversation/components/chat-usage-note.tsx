import { useChatUsage } from '../api/get-chat-usage';

/** Free plan only: what is left of today's allowance ('12 of 20 free messages left today'). */
export function ChatUsageNote() {
  const { data } = useChatUsage();
  if (!data || data.plan !== 'free' || data.dailyLimit === null || data.remainingToday === null) return null;
  return (
    <span className="cb-chat-usage" data-testid="chat-usage">
      {data.remainingToday} of {data.dailyLimit} free messages left today
    </span>
  );
}
