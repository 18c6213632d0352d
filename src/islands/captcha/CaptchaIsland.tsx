import { useStore } from '@nanostores/react';
import { $captchaRequest, answerCaptcha } from '@/stores/captcha.ts';
import { CaptchaDialog } from './CaptchaDialog.tsx';

/** The slider captcha as its own island: opens when a form asks through `$captchaRequest`. */
function CaptchaIsland() {
  const request = useStore($captchaRequest);
  return (
    <CaptchaDialog
      open={request !== null}
      onCancel={() => answerCaptcha(null)}
      onPassed={(token) => answerCaptcha(token)}
    />
  );
}

export default CaptchaIsland;
