//! Damage, recovery, loss of HP, dying and death (seed 001 §10–11, seed 002).
//!
//! Damage walks the five timings of seed 001 §10: 造成伤害时 → 受到伤害时 → 扣减体力 (dying is
//! resolved right here, before anything else) → 造成伤害后 → 受到伤害后. Losing HP has no source and
//! fires no damage timing. Dying asks for 桃 from the current player on in seat order (the dying
//! player may use their own); death reveals the role, discards the dead's cards, then rewards and
//! penalties apply, and a death in one's own turn ends that turn.

use super::data::CardKind;
use super::event::{Event, Mark, MoveReason, Nature};
use super::frames::*;
use super::game::Game;
use super::request::{ReasonBy, Rule};
use super::triggers::{Ctx, DamageData, HpData, LifeData, Timing, TimingData};
use super::types::{Seat, Zone};

impl Game {
    pub(crate) fn run_damage(&mut self, mut f: Box<DamageFrame>) {
        let step = f.step;
        f.step = step.next();
        let ctx = |f: &DamageFrame, t: Timing| {
            let d = DamageData {
                source: f.source,
                target: f.target,
                card: f.card.clone(),
                amount: f.amount,
                nature: f.nature,
                cancelled: false,
                chained: f.chained,
            };
            Ctx::new(t, TimingData::Damage(d))
        };
        match step {
            DamageStep::Caused => {
                // Damage passed along the chain reaches only seats still chained when it comes.
                if !self.is_alive(f.target) || (f.chained && self.player(f.target).mark(Mark::Chained) == 0) {
                    return;
                }
                let c = ctx(&f, Timing::DamageCaused);
                let has_source = f.source.is_some_and(|s| self.is_alive(s));
                self.stack.push(Frame::Damage(f));
                if has_source {
                    self.trigger(c);
                } else {
                    self.ret = super::game::Ret::Ctx(c);
                }
            }
            DamageStep::Inflicted | DamageStep::Deduct => {
                let c = self.take_ctx();
                let Some(c) = c.damage() else {
                    debug_assert!(false, "damage expects its damage data back");
                    return;
                };
                if c.cancelled || c.amount <= 0 || !self.is_alive(f.target) {
                    if c.cancelled {
                        self.emit(Event::DamagePrevented { source: f.source, target: f.target, by: None });
                    }
                    return;
                }
                f.amount = c.amount;
                if step == DamageStep::Inflicted {
                    let c = ctx(&f, Timing::DamageInflicted);
                    self.stack.push(Frame::Damage(f));
                    self.trigger(c);
                    return;
                }
                // 连环 (seed 002): property damage to a chained seat unchains it and, unless it was itself
                // passed along the chain, passes on to every other chained seat once it has resolved.
                if f.nature != Nature::Normal && self.player(f.target).mark(Mark::Chained) != 0 {
                    self.set_mark(f.target, Mark::Chained, 0);
                    if !f.chained {
                        let target = f.target;
                        f.passes_to = self
                            .alive_from(self.turn.seat)
                            .into_iter()
                            .filter(|&s| s != target && self.player(s).mark(Mark::Chained) != 0)
                            .collect();
                    }
                }
                // 扣减体力
                let p = &mut self.players[f.target as usize];
                p.hp -= f.amount as i8;
                let hp = p.hp;
                self.emit(Event::Damage { source: f.source, target: f.target, amount: f.amount, nature: f.nature, hp });
                let (target, source) = (f.target, f.source);
                self.stack.push(Frame::Damage(f));
                if hp <= 0 {
                    self.push_dying(target, source);
                }
            }
            DamageStep::Done => {
                if !self.is_alive(f.target) {
                    // A chained seat's death does not stop the damage passing on.
                    return self.pass_along_chain(f);
                }
                let c = ctx(&f, Timing::DamageDone);
                let has_source = f.source.is_some_and(|s| self.is_alive(s));
                self.stack.push(Frame::Damage(f));
                if has_source {
                    self.trigger(c);
                }
            }
            DamageStep::Damaged => {
                self.take_ret();
                if !self.is_alive(f.target) {
                    return self.pass_along_chain(f);
                }
                let c = ctx(&f, Timing::Damaged);
                self.stack.push(Frame::Damage(f));
                self.trigger(c);
            }
            DamageStep::Finished => {
                self.take_ret();
                self.pass_along_chain(f);
            }
        }
    }

    /// Once property damage to a chained seat has resolved: the same damage (source, amount, nature,
    /// card) to each other seat that was chained then, in order from the current player.
    fn pass_along_chain(&mut self, f: Box<DamageFrame>) {
        // The stack runs last-pushed first.
        for frame in f.passed_on().into_iter().rev() {
            self.stack.push(frame);
        }
    }

    pub(crate) fn run_recover(&mut self, seat: Seat, amount: i32, source: Option<Seat>) {
        if !self.is_alive(seat) {
            return;
        }
        let p = &mut self.players[seat as usize];
        let before = p.hp;
        p.hp = (p.hp as i32 + amount).min(p.max_hp as i32) as i8;
        let gained = (p.hp - before) as i32;
        let hp = p.hp;
        if gained > 0 {
            self.emit(Event::Recovered { seat, amount: gained, hp });
            self.trigger(Ctx::new(Timing::Recovered, TimingData::Hp(HpData { seat, source, amount: gained })));
            if !matches!(self.stack.last(), Some(Frame::Trigger(_))) {
                self.take_ret();
            }
        }
    }

    pub(crate) fn run_lose_hp(&mut self, seat: Seat, amount: i32) {
        if !self.is_alive(seat) || amount <= 0 {
            return;
        }
        let p = &mut self.players[seat as usize];
        p.hp -= amount as i8;
        let hp = p.hp;
        self.emit(Event::HpLost { seat, amount, hp });
        if hp <= 0 {
            self.push_dying(seat, None);
        }
    }

    pub(crate) fn push_dying(&mut self, seat: Seat, killer: Option<Seat>) {
        self.stack.push(Frame::Dying(Box::new(DyingFrame {
            seat,
            killer,
            step: DyingStep::Enter,
            order: Vec::new(),
            idx: 0,
        })));
    }

    pub(crate) fn run_dying(&mut self, mut f: Box<DyingFrame>) {
        if !self.is_alive(f.seat) {
            return;
        }
        match f.step {
            DyingStep::Enter => {
                self.emit(Event::Dying { seat: f.seat });
                f.step = DyingStep::Entered;
                f.order = self.alive_from(self.turn.seat);
                let c = Ctx::new(Timing::EnterDying, TimingData::Life(LifeData { seat: f.seat, killer: f.killer }));
                self.stack.push(Frame::Dying(f));
                self.trigger(c);
            }
            DyingStep::Entered => {
                self.take_ret();
                f.step = DyingStep::Ask;
                self.stack.push(Frame::Dying(f));
            }
            DyingStep::Ask => {
                if self.players[f.seat as usize].hp > 0 {
                    self.emit(Event::Saved { seat: f.seat });
                    return;
                }
                while let Some(&asker) = f.order.get(f.idx as usize) {
                    if self.is_alive(asker) && self.asks(asker, CardKind::Peach) {
                        f.step = DyingStep::Answered;
                        let mut r =
                            RespondFrame::new(asker, CardKind::Peach, true, ReasonBy::Rule(Rule::Dying), Some(f.seat));
                        r.target = Some(f.seat);
                        self.stack.push(Frame::Dying(f));
                        self.stack.push(Frame::Respond(Box::new(r)));
                        return;
                    }
                    // Everyone who does not save declines in public, holding a 桃 or not, so the
                    // event says nothing about hands.
                    if self.is_alive(asker) {
                        self.emit(Event::Declined { seat: asker, dying: f.seat });
                    }
                    f.idx += 1;
                }
                let (seat, killer) = (f.seat, f.killer);
                self.stack.push(Frame::Death { seat, killer, step: DeathStep::Die });
            }
            DyingStep::Answered => {
                let asker = f.order[f.idx as usize];
                match self.take_card() {
                    Some(_) => {
                        // Same asker may go on using 桃 while the player is still dying.
                        f.step = DyingStep::Ask;
                        let seat = f.seat;
                        let mut amount = 1;
                        self.for_each_skill(seat, |s| amount += s.peach_bonus(self, seat, asker));
                        self.stack.push(Frame::Dying(f));
                        self.stack.push(Frame::Recover { seat, amount, source: Some(asker) });
                    }
                    None => {
                        self.emit(Event::Declined { seat: asker, dying: f.seat });
                        f.idx += 1;
                        f.step = DyingStep::Ask;
                        self.stack.push(Frame::Dying(f));
                    }
                }
            }
        }
    }

    pub(crate) fn run_death(&mut self, seat: Seat, killer: Option<Seat>, step: DeathStep) {
        match step {
            DeathStep::Die => {
                let p = &mut self.players[seat as usize];
                if !p.alive {
                    return;
                }
                p.alive = false;
                let identity = p.identity;
                self.emit(Event::Died { seat, identity, killer });
                self.stack.push(Frame::Death { seat, killer, step: DeathStep::Aftermath });
                self.trigger(Ctx::new(Timing::Death, TimingData::Life(LifeData { seat, killer })));
            }
            DeathStep::Aftermath => {
                self.take_ret();
                // All the dead's cards go to the discard pile.
                let p = &self.players[seat as usize];
                let hand = p.hand.clone();
                let equip: Vec<_> = p.equip.iter().flatten().copied().collect();
                let judge: Vec<_> = p.judge.iter().map(|(c, _)| *c).collect();
                self.move_cards(Zone::Hand(seat), &hand, Zone::Discard, MoveReason::Death);
                self.move_cards(Zone::Equip(seat), &equip, Zone::Discard, MoveReason::Death);
                self.move_cards(Zone::Judge(seat), &judge, Zone::Discard, MoveReason::Death);
                // The game ends the moment a side has won (before any reward).
                if let Some(outcome) = (self.mode().winner)(self) {
                    self.finish(outcome);
                    return;
                }
                (self.mode().after_death)(self, seat, killer);
                if self.outcome.is_none() {
                    self.end_turn_if_current_dead();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::event::Event;
    use super::super::frames::Frame;
    use super::super::scenario::{Scenario, SeatSetup};
    use super::super::types::Role;

    fn two_seats(hp: i8) -> super::Game {
        let seats = vec![
            SeatSetup { role: Some(Role::Lord), ..Default::default() },
            SeatSetup { role: Some(Role::Rebel), hp: Some(hp), ..Default::default() },
        ];
        let sc = Scenario::with_seats("lose hp", seats);
        sc.build().expect("valid scenario")
    }

    /// Seats 1 and 3 chained (seat 2 not); seat 0 deals 1 damage of `nature` to seat 1 in its own turn.
    fn chained_table_hit(nature: super::Nature) -> (super::Game, Vec<Event>) {
        use super::super::event::Mark;
        let chained = vec![(Mark::Chained, 1)];
        let seats = vec![
            SeatSetup { role: Some(Role::Lord), ..Default::default() },
            SeatSetup { role: Some(Role::Rebel), marks: chained.clone(), ..Default::default() },
            SeatSetup { role: Some(Role::Loyalist), ..Default::default() },
            SeatSetup { role: Some(Role::Rebel), marks: chained, ..Default::default() },
        ];
        let mut g = Scenario::with_seats("chain", seats).build().expect("valid scenario");
        g.drain_events();
        g.pending = None;
        g.damage(Some(0), 1, 1, None, nature);
        g.advance();
        let ev = g.drain_events().into_iter().map(|l| l.event).collect();
        (g, ev)
    }

    #[test]
    fn fire_damage_passes_along_the_chain_from_the_same_source() {
        use super::super::event::Mark;
        let (g, ev) = chained_table_hit(super::Nature::Fire);
        let hits: Vec<_> = ev.iter().filter(|e| matches!(e, Event::Damage { .. })).collect();
        assert_eq!(hits.len(), 2, "{ev:?}");
        assert!(ev.contains(&Event::Damage {
            source: Some(0),
            target: 3,
            amount: 1,
            nature: super::Nature::Fire,
            hp: 3
        }));
        assert_eq!((g.player(1).hp, g.player(2).hp, g.player(3).hp), (3, 4, 3));
        assert!(g.players.iter().all(|p| p.mark(Mark::Chained) == 0));
    }

    #[test]
    fn prevented_property_damage_neither_unchains_nor_passes_on() {
        use super::super::event::Mark;
        use super::super::frames::{DamageFrame, DamageStep};
        use super::super::game::Ret;
        use super::super::triggers::{Ctx, DamageData, Timing, TimingData};
        let chained = vec![(Mark::Chained, 1)];
        let seats = vec![
            SeatSetup { role: Some(Role::Lord), ..Default::default() },
            SeatSetup { role: Some(Role::Rebel), marks: chained.clone(), ..Default::default() },
            SeatSetup { role: Some(Role::Rebel), marks: chained, ..Default::default() },
        ];
        let mut g = Scenario::with_seats("chain", seats).build().expect("valid scenario");
        g.drain_events();
        g.pending = None;
        // Fire damage to seat 1 whose 受到伤害时 step came back prevented.
        let d = DamageData {
            source: Some(0),
            target: 1,
            card: None,
            amount: 1,
            nature: super::Nature::Fire,
            cancelled: true,
            chained: false,
        };
        g.ret = Ret::Ctx(Ctx::new(Timing::DamageInflicted, TimingData::Damage(d)));
        g.stack.push(Frame::Damage(Box::new(DamageFrame {
            source: Some(0),
            target: 1,
            amount: 1,
            card: None,
            nature: super::Nature::Fire,
            step: DamageStep::Deduct,
            chained: false,
            passes_to: Vec::new(),
        })));
        g.advance();
        let ev: Vec<Event> = g.drain_events().into_iter().map(|l| l.event).collect();
        assert!(!ev.iter().any(|e| matches!(e, Event::Damage { .. })), "{ev:?}");
        assert_eq!((g.player(1).mark(Mark::Chained), g.player(2).mark(Mark::Chained)), (1, 1));
    }

    #[test]
    fn normal_damage_leaves_the_chain_as_it_is() {
        use super::super::event::Mark;
        let (g, ev) = chained_table_hit(super::Nature::Normal);
        assert_eq!(ev.iter().filter(|e| matches!(e, Event::Damage { .. })).count(), 1);
        assert_eq!((g.player(1).mark(Mark::Chained), g.player(3).mark(Mark::Chained)), (1, 1));
    }

    /// Seat 1 (at `hp`) loses 1 HP; returns the game and the events that followed.
    fn lose_one(hp: i8) -> (super::Game, Vec<Event>) {
        let mut g = two_seats(hp);
        g.drain_events();
        g.pending = None;
        g.stack.push(Frame::LoseHp { seat: 1, amount: 1 });
        g.advance();
        let ev = g.drain_events().into_iter().map(|l| l.event).collect();
        (g, ev)
    }

    #[test]
    fn losing_hp_has_no_source_and_fires_no_damage_timing() {
        let (g, ev) = lose_one(3);
        assert_eq!(g.player(1).hp, 2);
        assert!(ev.contains(&Event::HpLost { seat: 1, amount: 1, hp: 2 }));
        assert!(!ev.iter().any(|e| matches!(e, Event::Damage { .. })));
    }

    #[test]
    fn losing_the_last_hp_leads_to_dying_and_death_without_a_killer() {
        let (_, ev) = lose_one(1);
        assert!(ev.contains(&Event::Dying { seat: 1 }));
        assert!(ev.contains(&Event::Died {
            seat: 1,
            identity: crate::rules::Identity::Role(Role::Rebel),
            killer: None
        }));
        assert!(!ev.iter().any(|e| matches!(e, Event::Reward { .. })), "no killer, no reward");
    }
}
