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
    });
  });

  it('GET /api/site-config answers nulls when nothing is configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/site-config' });
      expect(res.json()).toEqual({ customer_service_user_id: null, broker_registration: null, public_url: 'http://localhost:8080', chat_widget_url: null });
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
        '/api/analytics/pageviews',
        // matching and accordances
        '/api/accordances',
        '/api/homes/accordances/{id}',
        '/api/homes/{id}/nb-matching-v4',
        '/api/match/home-match-users-v4/{home_id}',
        '/api/match/user-match-homes-v4',
        '/api/match/user-match-users',
        '/api/match/user-match-users-v4',
        '/api/users/{id}/dislike',
        '/api/users/{id}/favorite',
        '/api/auth/new-password',
        '/api/auth/reset-password',
        '/api/auth/signin',
        '/api/auth/signout',
        '/api/auth/signup',
        '/api/cities',
        '/api/contact',
        '/api/health',
        '/api/homes',
        '/api/homes/{id}',
        '/api/homes/{id}/images',
        '/api/homes/{id}/images/{imageId}',
        '/api/newsletters',
        '/api/offers',
        '/api/options/',
        '/api/profiles/{id}',
        '/api/searches',
        '/api/searches/{id}',
        '/api/site-config',
        '/api/users/upload',
        '/api/users/myself',
        '/api/users/{id}',
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
        '/api/contact-requests',
        '/api/contact-requests/{id}/read',
        // messaging
        '/api/conversations',
        '/api/conversations/{id}',
        '/api/conversations/{id}/messages',
        '/api/conversations/{id}/read',
        '/api/messages/count',
        '/api/messages-for-homes/{home_id}/count',
        '/api/support/conversation',
        // notifications
        '/api/push/public-key',
        '/api/pushsubs',
        '/api/pushsubs/delete',
        // groups of seekers
        '/api/groups',
        '/api/groups/mine',
        '/api/groups/{id}',
        '/api/groups/{id}/accept',
        '/api/groups/{id}/decline',
        '/api/groups/{id}/favorites',
        '/api/groups/{id}/invitations',
        '/api/groups/{id}/members/{user_id}',
        // properties, moderation, public adverts, rentals (issue 6)
        '/api/adverts/{home_id}',
        '/api/contact-requests/{id}/answer',
        '/api/contact-requests/{id}/decline',
        '/api/documents/{id}',
        '/api/documents/{id}/download',
        '/api/homes/{id}/delegation',
        '/api/homes/{id}/diagnostics',
        '/api/homes/{id}/diagnostics/{kind}',
        '/api/homes/{id}/documents',
        '/api/homes/{id}/invite',
        '/api/homes/{id}/landlords',
        '/api/homes/{id}/landlords/{invitation_id}',
        '/api/homes/{id}/landlords/{invitation_id}/resend',
        '/api/homes/{id}/leases',
        '/api/homes/{id}/management',
        '/api/homes/{id}/moderation',
        '/api/homes/{id}/reports',
        '/api/homes/{id}/requests',
        '/api/homes/{id}/tenancies',
        '/api/leases/{id}/accept',
        '/api/leases/{id}/cancel',
        '/api/leases/{id}/pdf',
        '/api/leases/{id}/send',
        '/api/moderation/homes',
        '/api/moderation/homes/{id}/approve',
        '/api/moderation/homes/{id}/reject',
        '/api/my-colocation',
        '/api/my-leases',
        '/api/owner-invitations/{token}',
        '/api/owner-invitations/{token}/accept',
        '/api/properties',
        '/api/rent-payments/{id}',
        '/api/tenancies/{id}',
        '/image/{id}/{width}/{height}',
      ].sort(),
    );
  });
});
