/**
 * Fault injection for the fault suite (`npm run test:faults`): with ROUTIER_FAULT_KILL_AFTER_CHARGE=1 the
 * process kills itself (SIGKILL) once the gateway has answered a charge, before the booking commits, as a
 * crash there would. Off unless set; refused in production.
 */
const killAfterCharge = process.env.ROUTIER_FAULT_KILL_AFTER_CHARGE === '1';
if (killAfterCharge && process.env.NODE_ENV === 'production')
  throw new Error('ROUTIER_FAULT_KILL_AFTER_CHARGE is a test switch: it is refused in production');

export const faultAfterCharge = () => {
  if (killAfterCharge) process.kill(process.pid, 'SIGKILL');
};
