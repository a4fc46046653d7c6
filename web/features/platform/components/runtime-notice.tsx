import { lazy, Suspense, useRef, useState } from 'react';
import { Tag } from '../../../components/ui/tag';
import { ExperimentOutlined } from '@ant-design/icons';
import type { RuntimeConfigResponse } from '../../../../modules/identity/contract';
import { useRuntimeConfig } from '../api/get-runtime-config';
import './runtime-notice.css';

// The tooltip (antd Tooltip, its trigger and motion, and the form context antd isolates it from)
// comes when the notice is first pointed at, touched or focused: every signed-in page shows the
// notice, few hover it (docs/decisions/0014-web-bundle.md, "Fourth round"). Its text is in the
// notice for screen readers anyway. web/components/ui/lazy-tooltip.tsx is the same pattern for any
// element; the notice keeps its own few lines because on every signed-in page the shared one
// costs 0.4–0.6 KiB more (it lands in a chunk of its own with the escalate button's use of it).
const Tooltip = lazy(() => import('antd/es/tooltip'));

export interface RuntimeDescription {
  /** Short header text, e.g. "Offline AI · Test payments"; empty when nothing user-facing is built in. */
  label: string;
  /** One sentence per built-in engine in use. */
  details: string[];
}

/** Which built-in engines run, in words a user understands (ARCHITECTURE.md "Embedded defaults"). */
export function describeRuntime(config: RuntimeConfigResponse): RuntimeDescription {
  const parts: string[] = [];
  const details: string[] = [];
  if (config.ai === 'offline') {
    parts.push('Offline AI');
    details.push('AI answers come from the built-in offline engine, not an external AI service.');
  }
  if (config.payments === 'test') {
    parts.push('Test payments');
    details.push('Payments go to the built-in test provider: no real card is charged.');
  }
  if (config.database === 'embedded') {
    details.push('Data is kept in the built-in embedded database on this machine.');
  }
  return { label: parts.join(' · '), details };
}

export function RuntimeNoticeView({ config }: { config: RuntimeConfigResponse }) {
  const { label, details } = describeRuntime(config);
  if (!label) return null;
  const explanation = `Casebook is running on its built-in engines. ${details.join(' ')}`;
  return <NoticeTag label={label} explanation={explanation} />;
}

function NoticeTag({ label, explanation }: { label: string; explanation: string }) {
  // Whether the pointer or the focus is on the tag: the tooltip opens on loading if it still is.
  const over = useRef(false);
  const [armed, setArmed] = useState(false);
  const enter = () => {
    over.current = true;
    setArmed(true);
  };
  const leave = () => {
    over.current = false;
  };
  const tag = (
    <Tag
      role="note"
      tabIndex={0}
      icon={<ExperimentOutlined aria-hidden />}
      className="cb-runtime-notice"
      style={{ marginInlineEnd: 0, color: '#614700', background: '#fffbe6', borderColor: '#ffe58f' }}
      onPointerEnter={enter}
      onPointerLeave={leave}
      onTouchStart={enter}
      onFocus={enter}
      onBlur={leave}
    >
      <span className="cb-runtime-notice-label">{label}</span>
      <span className="cb-visually-hidden">
        {'. '}
        {explanation}
      </span>
    </Tag>
  );
  if (!armed) return tag;
  return (
    <Suspense fallback={tag}>
      <Tooltip title={explanation} trigger={['hover', 'focus']} defaultOpen={over.current}>
        {tag}
      </Tooltip>
    </Suspense>
  );
}

/** The plain notice in the header when the app runs on embedded defaults; nothing otherwise. */
export function RuntimeNotice() {
  const { data } = useRuntimeConfig();
  return data ? <RuntimeNoticeView config={data} /> : null;
}
