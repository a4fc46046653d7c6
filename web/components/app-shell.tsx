import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { Button } from 'antd';
import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../lib/use-media-query';
import { ProBadge } from './pro-badge';
import { Avatar } from './ui/avatar';
import './app-shell.css';
import { busy } from './busy';

// The phone menu's drawer comes with its first opening (fetched as soon as the menu button is
// pointed at, touched or focused): a desktop never needs it, and a phone not before the menu is
// asked for (docs/decisions/0014-web-bundle.md).
const loadDrawer = () => import('antd/es/drawer');
const Drawer = lazy(loadDrawer);

export interface NavItem {
  to: NonNullable<LinkProps['to']>;
  label: string;
  icon: ReactNode;
  pro?: boolean;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export interface AppShellProps {
  /** Absent in the build-time first screen (web/prerender): no user panel until the user is known. */
  username?: string;
  navGroups: NavGroup[];
  /** Shown in the header, e.g. the embedded-defaults notice. */
  notice?: ReactNode;
  /** Controls beside the brand (desktop) and at the end of the top bar (mobile), e.g. the notification bell. */
  headerActions?: ReactNode;
  onSignOut: () => void;
  signingOut?: boolean;
  children: ReactNode;
  /**
   * `static`: the build-time first screen (web/prerender), which cannot know the screen's width:
   * the sidebar and the top bar both, CSS showing one, around one copy of the page.
   */
  layout?: 'static';
}

/**
 * The signed-in frame: a sidebar on desktop, a top bar with a full-screen menu below 768 px. One
 * frame at one place in the tree whichever the width, only its bars differ: the page inside keeps
 * its state when the screen crosses 768 px (a phone turned sideways, a window resized). Two frames
 * of different types here made React unmount and remount the page there, and a filled case form
 * came back empty (issue 31).
 */
export function AppShell({ children, ...props }: AppShellProps) {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  if (props.layout === 'static') return <StaticShell {...props}>{children}</StaticShell>;
  return (
    <Frame className={mobile ? 'cb-shell cb-shell--mobile' : 'cb-shell'} bars={mobile ? <MobileBars {...props} /> : <Sidebar {...props} />}>
      {children}
    </Frame>
  );
}

/** Both frames' bars, one page: `.cb-pre-desktop` / `.cb-pre-mobile` are shown by width (scripts/prerender.ts). */
function StaticShell({ children, ...props }: AppShellProps) {
  return (
    <Frame
      className="cb-shell cb-pre-shell"
      bars={
        <>
          <Sidebar className="cb-pre-desktop" {...props} />
          <header className="cb-topbar cb-pre-mobile">
            <Button type="text" icon={<MenuOutlined aria-hidden />} aria-label="Open menu" aria-expanded={false} />
            <Brand />
          </header>
        </>
      }
    >
      {children}
    </Frame>
  );
}

/** What every frame has: the skip link, its bars, and the page's main landmark. */
function Frame({ className, bars, children }: { className: string; bars: ReactNode; children: ReactNode }) {
  return (
    <div className={className}>
      <a className="cb-skip-link" href="#main-content">
        Skip to content
      </a>
      {bars}
      <main id="main-content" className="cb-content" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/** The desktop sidebar: brand, header actions and notice, the menu, and the user panel once a user is known. */
function Sidebar({
  className,
  username,
  navGroups,
  notice,
  headerActions,
  onSignOut,
  signingOut,
}: Omit<AppShellProps, 'children' | 'layout'> & { className?: string }) {
  return (
    <div className={className ? `cb-sidebar ${className}` : 'cb-sidebar'}>
      <header className="cb-sidebar-header">
        <div className="cb-sidebar-brand-row">
          <Brand />
          {headerActions}
        </div>
        {notice}
      </header>
      <SidebarNav groups={navGroups} />
      {username !== undefined && <UserPanel username={username} onSignOut={onSignOut} signingOut={signingOut} />}
    </div>
  );
}

/** The phone's bars: the top bar and the full-screen menu it opens. */
function MobileBars({ username, navGroups, notice, headerActions, onSignOut, signingOut }: Omit<AppShellProps, 'children' | 'layout'>) {
  const [open, setOpen] = useState(false);
  // Rendered from the first opening on, so it can animate its closing.
  const [opened, setOpened] = useState(false);
  const prefetch = () => void loadDrawer();
  return (
    <>
      <header className="cb-topbar">
        <Button
          type="text"
          icon={<MenuOutlined aria-hidden />}
          aria-label="Open menu"
          aria-expanded={open}
          onPointerEnter={prefetch}
          onTouchStart={prefetch}
          onFocus={prefetch}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
        <Brand />
        <div className="cb-topbar-notice">{notice}</div>
        {headerActions}
      </header>
      {opened && (
        <Suspense fallback={null}>
          <Drawer
            open={open}
            onClose={() => setOpen(false)}
            placement="left"
            size="100%"
            title="Menu"
            closable={{ 'aria-label': 'Close menu' }}
            styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
          >
            <SidebarNav groups={navGroups} onNavigate={() => setOpen(false)} />
            {username !== undefined && <UserPanel username={username} onSignOut={onSignOut} signingOut={signingOut} />}
          </Drawer>
        </Suspense>
      )}
    </>
  );
}

function Brand() {
  return (
    <Link to="/" className="cb-brand">
      <span className="cb-brand-mark" aria-hidden>
        C
      </span>
      <span>Casebook</span>
    </Link>
  );
}

function SidebarNav({ groups, onNavigate }: { groups: NavGroup[]; onNavigate?: () => void }) {
  return (
    <nav className="cb-nav" aria-label="Main">
      {groups.map((group) => {
        const labelId = `cb-nav-${group.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
        return (
          <div key={group.label} className="cb-nav-group">
            <div id={labelId} className="cb-nav-group-label">
              {group.label}
            </div>
            <ul aria-labelledby={labelId}>
              {group.items.map((item) => (
                <li key={item.label}>
                  <Link to={item.to} className="cb-nav-link" onClick={onNavigate}>
                    <span className="cb-nav-icon" aria-hidden>
                      {item.icon}
                    </span>
                    <span className="cb-nav-label">{item.label}</span>
                    {item.pro && <ProBadge />}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

function UserPanel({
  username,
  onSignOut,
  signingOut = false,
}: {
  username: string;
  onSignOut: () => void;
  signingOut?: boolean | undefined;
}) {
  return (
    <div className="cb-user-panel">
      <div className="cb-user">
        <Avatar style={{ backgroundColor: '#0958d9', flex: 'none' }} aria-hidden>
          {username.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className="cb-user-text">
          <span className="cb-username" title={username}>
            {username}
          </span>
          <span className="cb-status">
            <span className="cb-status-dot" aria-hidden />
            Online
          </span>
        </div>
      </div>
      <Button block icon={<LogoutOutlined aria-hidden />} onClick={onSignOut} loading={busy(signingOut)} disabled={signingOut}>
        {signingOut ? 'Signing out...' : 'Sign out'}
      </Button>
    </div>
  );
}
