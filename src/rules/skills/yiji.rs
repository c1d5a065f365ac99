//! 遗计 (郭嘉) — reference §2; seed 000 (遺計). For each point of damage taken, may look at the top two
//! cards of the deck and hand them out among any players, himself included. Timing: `Damaged`.

use super::super::triggers::Timing;
use super::def::{Confirm, SkillDef, timings};

use super::super::event::MoveReason;
use super::super::frames::{SkillFrame, steps};
use super::super::game::Game;
use super::super::request::{Answer, RequestKind};
use super::super::types::Zone;
use super::{SkillId, ask, done};

steps! {
    /// 遗计's steps.
    enum Step {
        /// Ask "invoke?" once per point of damage.
        Ask,
        /// He invoked it: show him the top two cards to hand out.
        Confirmed,
        /// Hand them out as chosen, then ask for the next point.
        Distributed,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    let owner = f.owner;
    match f.at::<Step>() {
        Step::Ask => {
            if f.n >= f.ctx.damage().map_or(0, |d| d.amount) || !g.is_alive(owner) {
                return done(g, f);
            }
            f.n += 1;
            f.goto(Step::Confirmed);
            ask(g, f, owner, RequestKind::Confirm { skill: SkillId::Yiji }, None);
        }
        Step::Confirmed => {
            if g.take_answer() != Some(Answer::Confirm(true)) {
                return done(g, f);
            }
            g.emit(super::super::event::Event::SkillInvoked { seat: owner, skill: SkillId::Yiji, targets: Vec::new() });
            if !g.ensure_deck(2) {
                return;
            }
            let top: Vec<_> = g.deck.iter().rev().take(2).copied().collect();
            let seats = g.alive_from(owner);
            f.goto(Step::Distributed);
            ask(g, f, owner, RequestKind::Distribute { cards: top, seats, min: 2 }, None);
        }
        Step::Distributed => {
            if let Some(Answer::Distribute(parts)) = g.take_answer() {
                for (s, cards) in parts {
                    g.move_cards(Zone::Deck, &cards, Zone::Hand(s), MoveReason::Give);
                }
            }
            f.goto(Step::Ask);
            run(g, f)
        }
    }
}

/// Yiji: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    timings: timings(&[Timing::Damaged]),
    confirm: Confirm::OwnRequest,
    can_trigger: |_, owner, ctx| ctx.damage().is_some_and(|d| d.target == owner),
    run,
    ..SkillDef::NONE
};
