import { m } from '@/i18n/messages.ts';

const CREATE_DATABASE = 'CREATE DATABASE plaza CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;';

export function WelcomeStep() {
  return (
    <div className="install-body">
      <p className="install-lead">{m.install_welcome_intro()}</p>
      <p>{m.install_welcome_needs()}</p>
      <ul className="install-checklist">
        <li>{m.install_welcome_need_server()}</li>
        <li>
          {m.install_welcome_need_database()}
          <code className="install-code">{CREATE_DATABASE}</code>
        </li>
        <li>{m.install_welcome_need_account()}</li>
      </ul>
    </div>
  );
}
