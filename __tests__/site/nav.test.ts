import { menuGroupOf } from '@/lib/nav';

describe('menuGroupOf', () => {
  it('names the menu group a page sits in', () => {
    expect(menuGroupOf('/orientation-test')).toBe('Exams');
    expect(menuGroupOf('/delf-dalf-mock-tests')).toBe('Exams');
    expect(menuGroupOf('/Quiz')).toBe('Master Your French Level');
    expect(menuGroupOf('/WatchPractice')).toBe('Master Your French Level');
  });

  it('refuses a page that is in no group rather than showing an empty label', () => {
    expect(() => menuGroupOf('/checkout')).toThrow('in no menu group');
  });
});
