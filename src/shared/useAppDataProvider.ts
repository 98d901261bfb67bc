import { useContext } from 'react';
import { DataProviderContext } from 'react-admin';
import { type AppDataProvider, customMethods, dataProvider } from '../dataProvider';

const hasCustomMethods = (provider: unknown): provider is AppDataProvider =>
  !!provider && Object.keys(customMethods).every((name) => typeof (provider as Record<string, unknown>)[name] === 'function');

/**
 * The data provider of <Admin>, typed with its custom methods (dataProvider/custom).
 *
 * Not useDataProvider(): its proxy answers a call that ends in a logout (401, 503) with `{ data: {} }`
 * instead of the error, and a screen would then carry on as if its decision had been saved. The
 * screens that use the custom methods hand failures to the authProvider themselves (useApiQuery,
 * useReportFailure), as they did before. Where no provider with these methods is given (a public
 * page outside <Admin>, a test that only sets react-admin's default one) it is the app's own.
 */
export function useAppDataProvider(): AppDataProvider {
  const provided = useContext(DataProviderContext);
  return hasCustomMethods(provided) ? provided : dataProvider;
}
