//! 流离 (大乔) — reference §2; seed 000 (流離). When she becomes the target of a 杀, she may discard a
//! card (hand or equipment) and move the 杀 to another player in her attack range who is not its user
//! and could be its target. Timing: `BecomeTarget` (sets a new `target`).

use super::super::triggers::Timing;
use super::def::{SkillDef, timings};

use super::super::data::CardKind;
use super::super::event::MoveReason;
use super::super::frames::{SkillFrame, steps};
use super::super::game::Game;
use super::super::modifiers::Reach;
use super::super::request::{Answer, RequestKind};
use super::super::triggers::Ctx;
use super::super::types::{Seat, VCard};
use super::{ask, done};

/// Seats in her attack range, other than the 杀's user, that the 杀 could have targeted (its own
/// distance does not matter: it is moved, not used again).
/// She must also have a card to discard that leaves the seat in her range.
fn candidates(g: &Game, owner: Seat, src: Seat, card: &VCard) -> Vec<Seat> {
    g.alive_iter(owner)
        .filter(|&s| {
            s != owner
                && s != src
                && g.in_attack_range(owner, s)
                && g.may_target(src, card, s, Reach::AnyDistance).is_ok()
                && can_pay(g, owner, s)
        })
        .collect()
}

/// Whether she has a card to discard after which `to` is still in her attack range.
fn can_pay(g: &Game, owner: Seat, to: Seat) -> bool {
    let p = &g.players[owner as usize];
    !p.hand.is_empty() || p.equip.iter().flatten().any(|&e| g.without_equipment(owner, &[e]).in_attack_range(owner, to))
}

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    let Some(d) = ctx.card() else { return false };
    let (src, card) = (d.user, &d.card);
    d.target == Some(owner)
        && card.kind.is(CardKind::Slash)
        && g.players[owner as usize].card_count() > 0
        && !candidates(g, owner, src, card).is_empty()
}

steps! {
    /// 流离's steps.
    enum Step {
        /// Ask for the new target.
        Ask,
        /// The target was chosen: ask for the card to pay.
        Chosen,
        /// Discard it and move the 杀.
        Paid,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    let (owner, Some(src)) = (f.owner, f.ctx.card().map(|d| d.user)) else { return done(g, f) };
    match f.at::<Step>() {
        Step::Ask => {
            f.goto(Step::Chosen);
            let Some(card) = f.ctx.card().map(|d| d.card.clone()) else { return done(g, f) };
            let from = candidates(g, owner, src, &card);
            ask(g, f, owner, RequestKind::ChooseSeats { from, min: 1, max: 1 }, Some(src));
        }
        Step::Chosen => {
            let Some(Answer::Seats(s)) = g.take_answer() else { return done(g, f) };
            let to = s.first().copied();
            f.chosen = s;
            f.goto(Step::Paid);
            let from = g.area_picks(owner, true, true, false);
            let from = from
                .into_iter()
                .map(|p| match p {
                    super::super::request::Pick::Hidden { seat, index } => {
                        super::super::request::Pick::Card(g.players[seat as usize].hand[index as usize])
                    }
                    other => other,
                })
                // A weapon or horse discarded as the cost lends no range: the new target must still be
                // in her attack range without it (seed 002).
                .filter(|p| match (p, to) {
                    (super::super::request::Pick::Card(c), Some(t))
                        if g.players[owner as usize].equip.contains(&Some(*c)) =>
                    {
                        g.without_equipment(owner, &[*c]).in_attack_range(owner, t)
                    }
                    _ => true,
                })
                .collect();
            ask(g, f, owner, RequestKind::ChooseCards { from, min: 1, max: 1 }, Some(src));
        }
        Step::Paid => {
            if let Some(Answer::Cards(p)) = g.take_answer() {
                let cards = g.picks_to_cards(&p);
                g.discard_cards(&cards, MoveReason::Discard);
                if let (Some(&t), Some(d)) = (f.chosen.first(), f.ctx.card_mut()) {
                    d.target = Some(t);
                }
            }
            done(g, f)
        }
    }
}

/// Liuli: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { timings: timings(&[Timing::BecomeTarget]), can_trigger, run, ..SkillDef::NONE };
