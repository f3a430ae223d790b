import { useParams } from 'react-router-dom';

/** The route's event id (and sub-ids); the routes guarantee they are present. */
export function useEventParams() {
  const { eventId = '', teamId = '', matchId = '', lobbyId = '' } = useParams();
  return { eventId, teamId, matchId, lobbyId };
}
