/** The budgets' mutations: an admin's change answers with the overview, which replaces the cached one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BudgetInput, BudgetOverview, CostCentreInput, PurchaseOrderInput } from '#portal-contract/budgets';
import { removeBudget, saveBudget, saveCostCentre, saveProjectSetting, savePurchaseOrder } from './budget-api';
import { budgetQueries } from './budget-queries';

function useOverviewMutation<V>(mutationFn: (variables: V) => Promise<BudgetOverview>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => client.setQueryData(budgetQueries.overview().queryKey, data),
    onSettled: () => client.invalidateQueries({ queryKey: budgetQueries.all() }),
  });
}

export const useSaveCostCentre = () =>
  useOverviewMutation(({ id, input }: { id: string | null; input: CostCentreInput }) => saveCostCentre(id, input));

export const useSavePurchaseOrder = () =>
  useOverviewMutation(({ id, input }: { id: string | null; input: PurchaseOrderInput }) =>
    savePurchaseOrder(id, input),
  );

export const useSaveBudget = () =>
  useOverviewMutation(({ id, input }: { id: string | null; input: BudgetInput }) => saveBudget(id, input));

export const useRemoveBudget = () => useOverviewMutation((id: string) => removeBudget(id));

export const useSaveProjectSetting = () =>
  useOverviewMutation(({ projectId, required }: { projectId: string; required: boolean }) =>
    saveProjectSetting(projectId, required),
  );
