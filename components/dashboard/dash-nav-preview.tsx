'use client';

import { useId, useState } from 'react';
import { previewSamples } from '@/content/learner';
import { SidebarContent, TopBar } from './dashboard-frame';

/** /DashNav: the top bar; its menu button shows and hides the sidebar below it. */
export function DashNavPreview() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="overflow-hidden rounded-2xl ring-1 ring-slate-200">
      <TopBar
        open={open}
        onOpen={() => setOpen((o) => !o)}
        sticky={false}
        controls={`${id}-menu`}
        alwaysShowButton
      />
      <div id={`${id}-menu`} hidden={!open} className="max-w-xs border-r border-slate-200 bg-white">
        <SidebarContent user={previewSamples.user} />
      </div>
    </div>
  );
}

/** /DashSide: the sidebar as the learner area shows it at 1024 px and wider. */
export function DashSidePreview() {
  return (
    <div className="max-w-xs rounded-2xl bg-white ring-1 ring-slate-200">
      <SidebarContent user={previewSamples.user} />
    </div>
  );
}
