import { createTestApp, type TestContext } from '../../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    customerServiceUserId: 7,
    oriasNumber: '12345678',
    publicUrl: 'https://toitpartage.example',
    chatWidgetUrl: 'https://chat.example.com/widget.js',
  });
});
afterAll(async () => {
  await ctx.close();
});

describe('site routes', () => {
  it('GET /api/site-config answers the public settings', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      customer_service_user_id: 7,
      broker_registration: '12345678',
      public_url: 'https://toitpartage.example',
      chat_widget_url: 'https://chat.example.com/widget.js',
      sandbox_mailbox_url: null,
    });
  });

  it('GET /api/site-config answers nulls when nothing is configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/site-config' });
      expect(res.json()).toEqual({ customer_service_user_id: null, broker_registration: null, public_url: 'http://localhost:8080', chat_widget_url: null, sandbox_mailbox_url: null });
    } finally {
      await bare.close();
    }
  });

  it('GET /api/health answers ok', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('serves the OpenAPI document and its UI under /api/docs, with every API route', async () => {
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths).sort();
    expect(paths).toEqual(
      [
        '/api/accordances',
        '/api/adverts/{home_id}',
        '/api/alerts/homes/{id}/settings',
        '/api/alerts/settings',
        '/api/alerts/unsubscribe',
        '/api/analytics/pageviews',
        '/api/auth/confirm-signup',
        '/api/auth/new-password',
        '/api/auth/reset-password',
        '/api/auth/signin',
        '/api/auth/signin-link',
        '/api/auth/signout',
        '/api/auth/signout-all',
        '/api/auth/signup',
        '/api/bank_accounts',
        '/api/bank_accounts/{id}',
        '/api/bank_accounts/{id}/sca',
        '/api/beforePayment',
        '/api/browse/adverts',
        '/api/browse/cities',
        '/api/browse/cities/{slug}',
        '/api/cities',
        '/api/contact',
        '/api/contact-requests',
        '/api/contact-requests/{id}/answer',
        '/api/contact-requests/{id}/decline',
        '/api/contact-requests/{id}/read',
        '/api/conversations',
        '/api/conversations/{id}',
        '/api/conversations/{id}/messages',
        '/api/conversations/{id}/read',
        '/api/documents/{id}',
        '/api/documents/{id}/download',
        '/api/generateForm/{subscription}',
        '/api/groups',
        '/api/groups/mine',
        '/api/groups/{id}',
        '/api/groups/{id}/accept',
        '/api/groups/{id}/decline',
        '/api/groups/{id}/favorites',
        '/api/groups/{id}/invitations',
        '/api/groups/{id}/members/{user_id}',
        '/api/health',
        '/api/homes',
        '/api/homes/accordances/{id}',
        '/api/homes/{home_id}/mandate',
        '/api/homes/{id}',
        '/api/homes/{id}/delegation',
        '/api/homes/{id}/diagnostics',
        '/api/homes/{id}/diagnostics/{kind}',
        '/api/homes/{id}/documents',
        '/api/homes/{id}/images',
        '/api/homes/{id}/images/{imageId}',
        '/api/homes/{id}/invite',
        '/api/homes/{id}/landlords',
        '/api/homes/{id}/landlords/{invitation_id}',
        '/api/homes/{id}/landlords/{invitation_id}/resend',
        '/api/homes/{id}/leases',
        '/api/homes/{id}/management',
        '/api/homes/{id}/moderation',
        '/api/homes/{id}/nb-matching-v4',
        '/api/homes/{id}/rent-requests',
        '/api/homes/{id}/reports',
        '/api/homes/{id}/requests',
        '/api/homes/{id}/tenancies',
        '/api/invoices',
        '/api/invoices/{id}/pdf',
        '/api/leases/{id}/accept',
        '/api/leases/{id}/cancel',
        '/api/leases/{id}/pdf',
        '/api/leases/{id}/send',
        '/api/mandate-signatures/{provider}/notify',
        '/api/mandates/{id}/countersign',
        '/api/mandates/{id}/decline',
        '/api/mandates/{id}/pdf',
        '/api/mandates/{id}/sign',
        '/api/marketing/identify',
        '/api/match/home-match-users-v4/{home_id}',
        '/api/match/user-match-homes-v4',
        '/api/match/user-match-users',
        '/api/match/user-match-users-v4',
        '/api/match/users/{user_id}/score',
        '/api/messages-for-homes/{home_id}/count',
        '/api/messages/count',
        '/api/moderation/accounts',
        '/api/moderation/accounts/{id}/clear',
        '/api/moderation/accounts/{id}/disable',
        '/api/moderation/homes',
        '/api/moderation/homes/{id}/approve',
        '/api/moderation/homes/{id}/reject',
        '/api/moderation/marketing-events',
        '/api/my-colocation',
        '/api/my-leases',
        '/api/newsletters',
        '/api/next-colocation',
        '/api/offers',
        '/api/options',
        '/api/owner-invitations/{token}',
        '/api/owner-invitations/{token}/accept',
        '/api/payment-provider',
        '/api/payments/{provider}/notify',
        '/api/payments/{reference}',
        '/api/profiles/{id}',
        '/api/properties',
        '/api/push/public-key',
        '/api/pushsubs',
        '/api/pushsubs/delete',
        '/api/receipts',
        '/api/receipts/{id}/pdf',
        '/api/referral',
        '/api/referral/{code}',
        '/api/referral/{code}/invitation',
        '/api/referral/{code}/signup',
        '/api/rent-payments/{id}',
        '/api/rent-payments/{id}/request',
        '/api/rent-requests',
        '/api/rent-requests/{id}',
        '/api/sandbox-provider/sca/{token}',
        '/api/sca-status',
        '/api/searches',
        '/api/searches/{id}',
        '/api/shared-files/{token}',
        '/api/shared-files/{token}/documents/{id}',
        '/api/site-config',
        '/api/subscriptions',
        '/api/subscriptions/{id}/cancel',
        '/api/support/conversation',
        '/api/tenancies/{id}',
        '/api/tenant-documents',
        '/api/tenant-file',
        '/api/tenant-file/confirm',
        '/api/tenant-file/documents',
        '/api/tenant-file/documents/{id}',
        '/api/tenant-file/share',
        '/api/users/myself',
        '/api/users/upload',
        '/api/users/{id}',
        '/api/users/{id}/connections',
        '/api/users/{id}/dislike',
        '/api/users/{id}/export',
        '/api/users/{id}/favorite',
        '/api/users/{id}/password',
        '/api/users/{id}/preferences',
        '/api/users/{id}/profile',
        '/api/visits',
        '/api/visits/confirm',
        '/api/visits/{id}/accept',
        '/api/visits/{id}/cancel',
        '/api/visits/{id}/confirm',
        '/api/visits/{id}/decline',
        '/api/visits/{id}/propose',
        '/api/{provider}/enroll-sca',
        '/api/{provider}/enroll-sca/confirm',
        '/image/{id}/{width}/{height}',
      ].sort(),
    );
  });
});
