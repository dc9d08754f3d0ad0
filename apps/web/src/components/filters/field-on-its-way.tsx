/**
 * A filter's box while the PrimeReact part that draws it is still downloading (docs/decisions/183): the same box
 * with the value it will show, so the label points at something and nothing moves when the part arrives.
 */
export const FieldOnItsWay = ({ id, text }: { id: string; text: string }) => (
  <input
    id={id}
    className="p-inputtext p-component field-on-its-way"
    value={text}
    readOnly
    aria-busy="true"
  />
);
