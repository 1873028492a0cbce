/**
 * The ROI model behind `/roi-calculator` (documented, with a worked example per calculator, in `docs/roi-model.md`): the
 * calculators' fields and the check of typed values (`fields`), the levers and the scenario
 * arithmetic (`model`), the URLs that carry a result (`query`) and the figures as read (`format`).
 * Pure and synchronous: the same code runs in the browser and on the server.
 */

export {
  calculators,
  checkField,
  fieldNames,
  fieldSpec,
  fieldSpecs,
  initialInputs,
  readCalculator,
  type Calculator,
  type CalculatorState,
  type FieldError,
  type FieldName,
  type Inputs,
} from './fields';
export { formatFieldValue, formatQuantity } from './format';
export {
  cumulativeBenefit,
  defaultLeverValues,
  horizonMonths,
  leverValuesOf,
  leverProblems,
  levers,
  monthlyBenefit,
  paybackMonths,
  roiResults,
  scenarioResult,
  scenarios,
  type Factor,
  type Lever,
  type LeverName,
  type LeverValues,
  type Scenario,
  type ScenarioResult,
} from './model';
export { calculatorOf, handoverQuery, resultQuery } from './query';
