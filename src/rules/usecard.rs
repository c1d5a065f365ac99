//! Using a card (使用, seed 001 §7): pay it into the processing area, confirm its targets, resolve it
//! on each target in turn (a trick first passes a 无懈可击 window for that target), then discard it.
//! Equipment goes into its slot (replacing the old item); a delayed trick goes into a judge zone.

use super::event::{Event, MoveReason};
use super::frames::*;
use super::game::Game;
use super::triggers::{Ctx, Timing};
use super::types::Zone;

impl Game {
    pub(crate) fn run_use(&mut self, mut f: Box<UseFrame>) {
        match f.step {
            UseStep::Start => {
                let kind = f.card.kind;
                self.note_in_play(f.user, kind);
                self.emit(Event::CardUsed {
                    user: f.user,
                    kind,
                    cards: f.card.cards.to_vec(),
                    targets: f.targets.clone(),
                    via: f.card.via,
                });
                if let Some(slot) = kind.equip_slot() {
                    // Equipment: into the slot; the old item there is discarded.
                    let Some(&card) = f.card.cards.first() else {
                        return;
                    };
                    let user = f.user;
                    if let Some(old) = self.players[user as usize].equip[slot] {
                        self.move_cards(Zone::Equip(user), &[old], Zone::Discard, MoveReason::Replace);
                    }
                    self.move_card(card, Zone::Equip(user), MoveReason::Equip);
                    return;
                }
                if kind.is_delayed() {
                    let (Some(&card), Some(&t)) = (f.card.cards.first(), f.targets.first()) else {
                        return;
                    };
                    self.place_delayed(card, kind, t);
                    return;
                }
                for &c in &f.card.cards {
                    if let Some(z) = self.zone_of(c) {
                        self.move_cards(z, &[c], Zone::Processing, MoveReason::Use);
                    }
                }
                f.step = UseStep::Used;
                let c = Ctx::card_use(Timing::CardUsed, f.user, None, f.card.clone());
                self.stack.push(Frame::Use(f));
                self.trigger(c);
            }
            UseStep::Used => {
                self.take_ret();
                super::cards::on_use_start(self, &f);
                f.step = UseStep::Target;
                f.idx = 0;
                self.stack.push(Frame::Use(f));
            }
            UseStep::Target => {
                // 成为目标时, then 指定目标后, once per target.
                if let Some(&t) = f.targets.get(f.idx as usize) {
                    f.step = UseStep::TargetBecame;
                    let c = Ctx::card_use(Timing::BecomeTarget, f.user, Some(t), f.card.clone());
                    self.stack.push(Frame::Use(f));
                    self.trigger(c);
                } else {
                    f.step = UseStep::Resolve;
                    f.idx = 0;
                    self.stack.push(Frame::Use(f));
                }
            }
            UseStep::TargetBecame => {
                let ctx = self.take_ctx();
                debug_assert!(ctx.card().is_some(), "a use expects its card data back");
                let i = f.idx as usize;
                // A skill may have moved this target on (流离).
                if let Some(t) = ctx.card().and_then(|d| d.target).filter(|t| Some(t) != f.targets.get(i)) {
                    f.targets[i] = t;
                    self.emit(Event::TargetChanged { card: f.card.kind, to: t });
                }
                let t = f.targets[i];
                f.step = UseStep::TargetConfirmed;
                let c = Ctx::card_use(Timing::TargetConfirmed, f.user, Some(t), f.card.clone());
                self.stack.push(Frame::Use(f));
                self.trigger(c);
            }
            UseStep::TargetConfirmed => {
                let ctx = self.take_ctx();
                debug_assert!(ctx.card().is_some(), "a use expects its card data back");
                let (cancelled, force) = ctx.card().map_or((false, false), |d| (d.cancelled, d.force));
                if cancelled {
                    f.cancelled |= 1 << f.idx;
                }
                if force {
                    f.undodgeable |= 1 << f.idx;
                }
                f.idx += 1;
                f.step = UseStep::Target;
                self.stack.push(Frame::Use(f));
            }
            UseStep::Resolve | UseStep::Nullified => {
                let i = f.idx as usize;
                if f.step == UseStep::Nullified {
                    f.step = UseStep::Resolve;
                    f.idx += 1;
                    if self.take_bool() {
                        let kind = f.card.kind;
                        let target = f.targets.get(i).copied();
                        self.emit(Event::Nullified { kind, target });
                        self.stack.push(Frame::Use(f));
                        return;
                    }
                    let target = f.targets[i];
                    self.push_effect(&f, target);
                    return;
                }
                let Some(&t) = f.targets.get(i) else {
                    super::cards::on_use_end(self, &f);
                    let left: Vec<_> = f.card.cards.iter().copied().filter(|c| self.processing.contains(c)).collect();
                    self.move_cards(Zone::Processing, &left, Zone::Discard, MoveReason::Use);
                    return;
                };
                let skip =
                    !self.is_alive(t) || f.cancelled & (1 << i) != 0 || super::cards::pointless(self, f.card.kind, t);
                if skip {
                    f.idx += 1;
                    self.stack.push(Frame::Use(f));
                    return;
                }
                if f.card.kind.is_trick() && !f.card.via.is_some_and(|s| s.unnullifiable()) {
                    f.step = UseStep::Nullified;
                    let kind = f.card.kind;
                    self.stack.push(Frame::Use(f));
                    self.push_nullify(kind, Some(t));
                    return;
                }
                f.idx += 1;
                self.push_effect(&f, t);
            }
        }
    }

    /// Pushes the use frame back, then the card's effect on `target` above it.
    fn push_effect(&mut self, f: &UseFrame, target: super::types::Seat) {
        let i = f.targets.iter().position(|&t| t == target).unwrap_or(0);
        let flags = if f.undodgeable & (1 << i) != 0 { EFFECT_UNDODGEABLE } else { 0 };
        let e = EffectFrame {
            kind: f.card.kind,
            user: f.user,
            target,
            card: f.card.clone(),
            extra: f.extra,
            step: 0,
            n: 0,
            flags,
            data: f.data,
        };
        self.stack.push(Frame::Use(Box::new(f.clone())));
        self.stack.push(Frame::Effect(Box::new(e)));
    }
}
