import type { ComponentType } from 'react';
import { PreviewFrame, type PreviewName } from '@/components/dashboard/preview-frame';

/**
 * The page of a preview route that shows one component as it is, with its sample data: `Preview`
 * in the route's PreviewFrame (its metadata: `previewMetadata(name)`).
 */
export function previewPage(name: PreviewName, Preview: ComponentType) {
  return function PreviewPage() {
    return (
      <PreviewFrame name={name}>
        <Preview />
      </PreviewFrame>
    );
  };
}
