import { useNavigate, useParams } from 'react-router-dom';
import { useBasicInfoQuery } from '../api/event-api.ts';
import { organiserPaths } from '../shell/organiser-navigation.ts';
import { type EditStep, stepAfter } from './edit-steps.ts';

/** Moves on to the step after `current` once its Save succeeded. */
export function useNextStep(current: EditStep) {
  const { tournamentId = '' } = useParams();
  const navigate = useNavigate();
  const { data } = useBasicInfoQuery(tournamentId);
  return () => navigate(organiserPaths.editStep(tournamentId, stepAfter(current, data?.gameId)));
}
