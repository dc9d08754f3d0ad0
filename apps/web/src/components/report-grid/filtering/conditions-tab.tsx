import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { ReactNode } from 'react';
import { numberOperators, textOperators, gridTexts } from '../texts.ts';
import type { ColumnType, Condition, ConditionFilter } from '../types.ts';

type Props = {
  type: ColumnType;
  draft: ConditionFilter;
  onChange: (draft: ConditionFilter) => void;
};

/** Operators of a column type: text gets Contém…Diferente, numbers and dates the comparisons. */
export const operatorsFor = (type: ColumnType): { value: Condition['operator']; label: string }[] =>
  type === 'number' || type === 'date' ? numberOperators : textOperators;

export const emptyCondition = (type: ColumnType): Condition => ({
  operator: operatorsFor(type)[0]?.value ?? 'contains',
  value: '',
});

/** The "Avançado" tab: conditions joined by "e" or "ou". */
export const ConditionsTab = ({ type, draft, onChange }: Props): ReactNode => {
  const operators = operatorsFor(type);
  const update = (index: number, patch: Partial<Condition>): void =>
    onChange({
      ...draft,
      conditions: draft.conditions.map((condition, at) =>
        at === index ? { ...condition, ...patch } : condition,
      ),
    });
  return (
    <div className="rg-conditions">
      <div className="rg-join" role="radiogroup" aria-label={gridTexts.join}>
        {(['and', 'or'] as const).map((join) => (
          <label key={join} className="rg-join-option">
            <input
              type="radio"
              name="rg-join"
              checked={draft.join === join}
              onChange={() => onChange({ ...draft, join })}
            />
            {join === 'and' ? gridTexts.and : gridTexts.or}
          </label>
        ))}
      </div>
      {draft.conditions.map((condition, index) => (
        <div key={index} className="rg-condition">
          {index > 0 ? (
            <span className="rg-join-word">{draft.join === 'and' ? gridTexts.and : gridTexts.or}</span>
          ) : null}
          <select
            className="p-inputtext p-component rg-operator"
            aria-label={`Condição ${index + 1}`}
            value={condition.operator}
            onChange={(event) => update(index, { operator: event.target.value as Condition['operator'] })}
          >
            {operators.map((operator) => (
              <option key={operator.value} value={operator.value}>
                {operator.label}
              </option>
            ))}
          </select>
          <InputText
            className="rg-condition-value"
            aria-label={`${gridTexts.conditionValue} ${index + 1}`}
            placeholder={type === 'date' ? 'dd/mm/aaaa' : gridTexts.conditionValue}
            inputMode={type === 'number' ? 'decimal' : undefined}
            value={condition.value}
            onChange={(event) => update(index, { value: event.target.value })}
          />
          {draft.conditions.length > 1 ? (
            <Button
              type="button"
              icon="pi pi-times"
              text
              rounded
              size="small"
              aria-label={gridTexts.removeCondition}
              onClick={() =>
                onChange({ ...draft, conditions: draft.conditions.filter((_, at) => at !== index) })
              }
            />
          ) : null}
        </div>
      ))}
      <Button
        type="button"
        icon="pi pi-plus"
        label={gridTexts.addCondition}
        text
        size="small"
        onClick={() => onChange({ ...draft, conditions: [...draft.conditions, emptyCondition(type)] })}
      />
    </div>
  );
};
