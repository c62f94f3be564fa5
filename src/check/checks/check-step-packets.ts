/**
 * Rule `step-packet`: a step made after a packet of the deal (`trump named by SEAT after packet N`,
 * `choice after packet N by SEAT: ...`) names a packet that every `deal` clause in force with it
 * deals before the last: from 1 to one less than its number of packets. After the last packet the
 * whole deal is dealt, which is when a step is made anyway. Reported at the packet's number.
 */
import type { AfterPacket, DealBody } from '../../parse/ast.ts';
import type { ResolvedVariant } from '../../resolve/resolve.ts';
import { diagnostic, type Diagnostic } from '../../core/diagnostic.ts';
import { together } from './combinations.ts';

/** The packet a step clause is made after, if it names one. */
function packetOf(body: { kind: string }): AfterPacket | undefined {
  return body.kind === 'TrumpNamed' || body.kind === 'Choice' ? (body as { packet?: AfterPacket }).packet : undefined;
}

/** Reports a step made after a packet that the deal in force with it does not deal before its last. */
export function checkStepPackets(v: ResolvedVariant): Diagnostic[] {
  const out: Diagnostic[] = [];
  const deals = v.clauses.filter((c) => c.node.body.kind === 'Deal');
  for (const c of v.clauses) {
    const packet = packetOf(c.node.body);
    if (!packet) continue;
    // Deals may be offered by readings: the packet must be one before the last of each in force with it.
    const short = deals.find((d) => together(d, c) && packet.count >= (d.node.body as DealBody).packets.length);
    if (packet.count >= 1 && !short) continue;
    const deal = short ?? deals.find((d) => together(d, c));
    const packets = deal ? (deal.node.body as DealBody).packets.length : 0;
    out.push(
      diagnostic(
        'step-packet',
        packet.loc,
        packet.count < 1
          ? 'packets are counted from 1: there is no packet 0'
          : `\`${short!.id}\` deals ${packets === 1 ? 'one packet' : `${packets} packets`}, so after packet ${packet.count} the whole deal is dealt`,
        packets > 1
          ? `name a packet from 1 to ${packets - 1}, or leave \`after packet ${packet.count}\` out to make the step after the whole deal`
          : `leave \`after packet ${packet.count}\` out: a step is made after the whole deal unless it names an earlier packet`,
      ),
    );
  }
  return out;
}
