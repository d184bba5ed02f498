/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { navGroups } from '@/content/navigation';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));
jest.mock('next/link', () => {
  const Link = ({ href, children, ...rest }: Record<string, unknown>) => {
    delete rest.prefetch; // next/link's own prop, not an attribute
    return (
      <a href={href as string} {...rest}>
        {children as React.ReactNode}
      </a>
    );
  };
  return { __esModule: true, default: Link };
});

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const button = (name: string) => within(nav()).getByRole('button', { name });
const links = (group: string) => navGroups.find((g) => g.label === group)!.links!;

describe('DesktopNav', () => {
  it('does not open a menu when its button gets focus', async () => {
    const user = userEvent.setup();
    render(<DesktopNav />);
    await user.tab(); // Home
    await user.tab(); // Courses
    expect(button('Courses')).toHaveFocus();
    expect(button('Courses')).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(button('Exams')).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Orientation Test' })).not.toBeInTheDocument();
  });

  it('Tab from the first entry reaches the last without entering a closed menu', async () => {
    const user = userEvent.setup();
    render(<DesktopNav />);
    const groups = navGroups.length;
    for (let i = 0; i < groups; i++) await user.tab();
    expect(document.activeElement).toHaveTextContent(navGroups.at(-1)!.label);
  });

  it('opens on Enter and Space, closes on Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    render(<DesktopNav />);
    button('Courses').focus();
    await user.keyboard('{Enter}');
    expect(button('Courses')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: links('Courses')[0]!.label })).toBeVisible();
    await user.tab();
    expect(screen.getByRole('link', { name: links('Courses')[0]!.label })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button('Courses')).toHaveFocus();
    expect(button('Courses')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(button('Courses')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button('Courses')).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowDown opens on the first link, ArrowUp on the last; arrows, Home and End move', async () => {
    const user = userEvent.setup();
    render(<DesktopNav />);
    const names = links('Services').map((l) => l.label);
    const link = (i: number) => screen.getByRole('link', { name: names.at(i)! });
    button('Services').focus();
    await user.keyboard('{ArrowDown}');
    expect(link(0)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link(1)).toHaveFocus();
    await user.keyboard('{End}');
    expect(link(-1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link(0)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(link(0)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button('Services')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link(-1)).toHaveFocus();
  });

  it('opens on hover and closes on leaving', () => {
    render(<DesktopNav />);
    fireEvent.mouseEnter(button('About').parentElement!);
    expect(button('About')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(button('About').parentElement!);
    expect(button('About')).toHaveAttribute('aria-expanded', 'false');
  });
});
