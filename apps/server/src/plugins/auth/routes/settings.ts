import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const SettingsBody = Type.Object({
  external: Type.Record(Type.String(), Type.Boolean()),
  disable_signup: Type.Boolean(),
  mailer_autoconfirm: Type.Boolean(),
  phone_autoconfirm: Type.Boolean(),
  sms_provider: Type.String(),
  saml_enabled: Type.Boolean(),
});

/** `GET /settings` — which sign-in methods this server offers, in GoTrue's shape. */
export const settingsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/settings',
    { schema: { tags: ['auth'], summary: 'Sign-in methods offered', response: { 200: SettingsBody } } },
    async () => ({
      external: { email: true, phone: true },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: app.config.auth.smsUrl ? 'http' : 'outbox',
      saml_enabled: false,
    }),
  );
};
