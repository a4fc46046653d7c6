// A flex row or column with antd Flex's props and layout (display flex, gap, alignment, wrap) as
// inline styles: the page's first screen lays out its rows without antd's Flex module and style
// (docs/decisions/0024-page-weight.md).
import type { CSSProperties, ReactNode } from 'react';

export interface FlexBoxProps {
  vertical?: boolean;
  gap?: number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

export function FlexBox({ vertical = false, gap, align, justify, wrap = false, className, style, children }: FlexBoxProps) {
  return (
    <div
      className={className}
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        flexWrap: wrap ? 'wrap' : undefined,
        alignItems: align ?? (vertical ? 'stretch' : undefined),
        justifyContent: justify,
        gap,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
