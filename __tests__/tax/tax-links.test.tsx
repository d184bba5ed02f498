/** @jest-environment jsdom */
/**
 * Where the learner finds the tax documents (issue 50): the dashboard's card of a paid enrolment
 * links each of them to its download (the receipt's owner check guards the route); with none
 * (the school not GST registered) nothing is shown and nothing mentions GST or tax.
 */
import { render, screen } from '@testing-library/react';
import { LearningCard } from '@/components/dashboard/learning-card';
import type { LearningCard as Card } from '@/lib/learner/enrolments';

const card: Card = {
  reference: 'FS-7K3M9QX2',
  course: 'b1',
  title: 'French B1',
  level: 'B1',
  batch: 0,
  status: 'paid',
  progress: null,
  documents: [
    { id: 'doc1invoice', kind: 'invoice', number: 'FS/26-27/00001' },
    { id: 'doc2credit', kind: 'credit_note', number: 'FS-C/26-27/0001' },
  ],
};

describe('the dashboard card’s tax documents', () => {
  it('links the invoice and the credit note to their downloads', () => {
    render(<LearningCard card={card} />);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Download tax invoice FS/26-27/00001')).toBe(
      '/api/enrolments/FS-7K3M9QX2/tax-documents/doc1invoice',
    );
    expect(href('Download credit note FS-C/26-27/0001')).toBe(
      '/api/enrolments/FS-7K3M9QX2/tax-documents/doc2credit',
    );
  });

  it('shows nothing about tax without documents', () => {
    const { container } = render(<LearningCard card={{ ...card, documents: [] }} />);
    expect(container.textContent).not.toMatch(/tax|GST|invoice|credit note/i);
  });
});
