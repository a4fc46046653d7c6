import { CheckCircleFilled } from '@ant-design/icons';
import { PLAN_BENEFITS } from '../lib/premium-plan';

export function PlanBenefits({ label }: { label: string }) {
  return (
    <ul className="cb-plan-benefits" aria-label={label}>
      {PLAN_BENEFITS.map((benefit) => (
        <li key={benefit}>
          <CheckCircleFilled aria-hidden />
          {benefit}
        </li>
      ))}
    </ul>
  );
}
