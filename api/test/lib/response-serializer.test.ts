import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import { Type } from '@fastify/type-provider-typebox';
import { Nullable } from '../../src/lib/schemas';
import { withNullableShortcuts } from '../../src/lib/response-serializer';
import { UserSchema } from '@coloc/contract/users/schemas';

/** Fastify's own serializer of a response schema. */
const fastJsonStringify = (schema: object) => SerializerSelector()({}, {})({ schema, method: 'GET', url: '/', httpStatus: '200' } as never) as (value: unknown) => string;

const Card = Type.Object({
  id: Type.Integer(),
  name: Nullable(Type.String({ description: 'Nom' })),
  tags: Nullable(Type.Array(Type.Integer())),
  owner: Nullable(Type.Object({ id: Type.Integer(), first_name: Nullable(Type.String()) })),
  role: Nullable(Type.Union([Type.Literal('a'), Type.Literal('b')])),
});

describe('nullable response fields for the serializer', () => {
  it('turns anyOf [S, null] into S with nullable, nested too, and leaves unions of several values alone', () => {
    const rewritten = withNullableShortcuts(Card) as any;
    expect(rewritten.properties.name).toMatchObject({ type: 'string', nullable: true, description: 'Nom' });
    expect(rewritten.properties.name.anyOf).toBeUndefined();
    expect(rewritten.properties.tags).toMatchObject({ type: 'array', nullable: true });
    expect(rewritten.properties.owner).toMatchObject({ type: 'object', nullable: true });
    expect(rewritten.properties.owner.properties.first_name).toMatchObject({ type: 'string', nullable: true });
    expect(rewritten.properties.role.anyOf).toHaveLength(2);
  });

  it('leaves the original schema as it was (the OpenAPI document and validation read it)', () => {
    const before = JSON.stringify(UserSchema);
    withNullableShortcuts(UserSchema);
    expect(JSON.stringify(UserSchema)).toBe(before);
    expect((UserSchema as any).properties.profile.anyOf).toHaveLength(2);
  });

  it('writes the same JSON as the anyOf schema, values and nulls alike', () => {
    const original = fastJsonStringify(Card as object);
    const shortcut = fastJsonStringify(withNullableShortcuts(Card) as object);
    const values = [
      { id: 1, name: 'Léa "L"', tags: [1, 2], owner: { id: 3, first_name: 'Zoé' }, role: 'a' },
      { id: 2, name: null, tags: null, owner: null, role: null },
      { id: 3, name: '', tags: [], owner: { id: 4, first_name: null }, role: 'b', extra: 'dropped' },
    ];
    for (const value of values) expect(shortcut(value)).toBe(original(value));
  });

  it('writes the user object of GET /api/users/myself as before', () => {
    const original = fastJsonStringify(UserSchema as object);
    const shortcut = fastJsonStringify(withNullableShortcuts(UserSchema) as object);
    const user = {
      id: 1,
      email: 'coloc@demo.toitpartage.fr',
      first_name: 'Camille',
      name: 'Martin',
      type: 1,
      registration_step: 100,
      search_id: null,
      avatar: { id: 5, public_id: 'p4Vt0yQ2mXcN8sLk3aZr1w', color: null, approved: true },
      sca_status: 'none',
      home_leased: false,
      company: null,
      home: null,
      profile: null,
      search: null,
      subscriptions: [{ id: 1, offer: 'premium', valid_until: '2026-12-01' }],
      staff_role: 'support',
      managed_mandates: 0,
      created_at: '2026-11-27T03:53:03.584Z',
    };
    expect(shortcut(user)).toBe(original(user));
    expect(shortcut({ ...user, avatar: null, staff_role: null })).toBe(original({ ...user, avatar: null, staff_role: null }));
  });
});
