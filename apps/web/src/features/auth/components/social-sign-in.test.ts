import { describe, expect, it } from 'vitest';
import { isSafari } from './social-sign-in';

describe('isSafari (Apple sign-in is offered only there)', () => {
  it('recognises Safari on macOS and iOS', () => {
    expect(
      isSafari(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe(true);
    expect(
      isSafari(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(true);
  });

  it('rejects Chrome, Edge, Firefox on iOS and Android browsers, which also say "Safari"', () => {
    expect(
      isSafari('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'),
    ).toBe(false);
    expect(
      isSafari('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0'),
    ).toBe(false);
    expect(
      isSafari(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
      ),
    ).toBe(false);
    expect(
      isSafari('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'),
    ).toBe(false);
  });
});
