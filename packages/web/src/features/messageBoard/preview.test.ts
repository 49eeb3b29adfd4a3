import { describe, expect, it } from 'vitest';
import { badgeText } from '../notifications';
import { cutPreview } from './preview';
import { plainText } from './SafeHtml';

describe('badges and previews', () => {
  it('caps a badge at 99 (spec/01 §9)', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('cuts a preview at 45 characters of the text, not of the markup', () => {
    const html = '<p>Amanhã <strong>às 9h</strong> na sala 2, com a tabela nova de preços em mãos.</p>';
    const text = plainText(html);
    expect(text).toBe('Amanhã às 9h na sala 2, com a tabela nova de preços em mãos.');
    expect(cutPreview(text)).toBe('Amanhã às 9h na sala 2, com a tabela nova de...');
    expect(cutPreview('Curto')).toBe('Curto');
  });

  it('drops script and handlers before reading the text', () => {
    expect(plainText('<p>oi<script>x=1</script><img src=x onerror="y=2"></p>')).toBe('oi');
  });
});
