// Wire shape of the option lists (GET /api/options): every list keyed by field name.
import { Type, type Static } from 'typebox';

// Two explicit levels (country groups); deeper children are not used.
export const LeafOptionSchema = Type.Object({ id: Type.Integer(), text: Type.String(), children: Type.Array(Type.Unknown()) });
export const OptionSchema = Type.Object({ id: Type.Integer(), text: Type.String(), children: Type.Array(LeafOptionSchema) });
export const OptionsSchema = Type.Record(Type.String(), Type.Array(OptionSchema));
export type LeafOptionObject = Static<typeof LeafOptionSchema>;
export type OptionObject = Static<typeof OptionSchema>;
export type OptionsObject = Static<typeof OptionsSchema>;
