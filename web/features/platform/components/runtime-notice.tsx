import { Tag, Tooltip } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import type { RuntimeConfigResponse } from '../../../../modules/identity/contract';
import { useRuntimeConfig } from '../api/get-runtime-config';

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
  return (
    <Tooltip title={explanation} trigger={['hover', 'focus']}>
      <Tag
        role="note"
        tabIndex={0}
        icon={<ExperimentOutlined aria-hidden />}
        style={{ marginInlineEnd: 0, whiteSpace: 'normal', color: '#614700', background: '#fffbe6', borderColor: '#ffe58f' }}
      >
        {label}
        <span className="cb-visually-hidden">{". "}
          {explanation}
        </span>
      </Tag>
    </Tooltip>
  );
}

/** The plain notice in the header when the app runs on embedded defaults; nothing otherwise. */
export function RuntimeNotice() {
  const { data } = useRuntimeConfig();
  return data ? <RuntimeNoticeView config={data} /> : null;
}
