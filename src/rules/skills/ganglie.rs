//! 刚烈 (夏侯惇) — reference §2; seed 000 (剛烈). After taking damage with a source, may judge: unless
//! ♥, the source discards two hand cards or takes 1 damage from him (only the damage with fewer than
//! two hand cards). Timing: `Damaged` — so it comes after he is saved from dying.

use super::super::data::Suit;
use super::super::triggers::Timing;
use super::def::{AiConfirm, SkillDef, timings};

use super::super::event::{MoveReason, Nature};
use super::super::frames::{SkillFrame, steps};
use super::super::game::{Game, Ret};
use super::super::request::{Answer, Choice, Pick, ReasonBy, RequestKind};
use super::super::triggers::Ctx;
use super::super::types::{Seat, Zone};
use super::{SkillId, ask, done};

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    ctx.damage().is_some_and(|d| d.target == owner && d.source.is_some_and(|s| s != owner && g.is_alive(s)))
}

fn options(g: &Game, src: Seat) -> Vec<Choice> {
    if g.players[src as usize].hand.len() >= 2 {
        vec![Choice::DiscardTwo, Choice::TakeDamage]
    } else {
        vec![Choice::TakeDamage]
    }
}

steps! {
    /// 刚烈's steps.
    enum Step {
        /// Judge.
        Judge,
        /// The judge card is back: unless ♥, ask the source to choose discarding or damage.
        Judged,
        /// The source chose: ask for the two cards, or deal the damage.
        Chose,
        /// Discard the two cards.
        Discarded,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    let (Some(src), owner) = (f.ctx.damage().and_then(|d| d.source), f.owner) else { return done(g, f) };
    match f.at::<Step>() {
        Step::Judge => super::judge_for(g, f, Step::Judged, ReasonBy::Skill(SkillId::Ganglie)),
        Step::Judged => {
            let Ret::Judge(card) = g.take_ret() else { return done(g, f) };
            if !SkillId::Ganglie.judge_good(card) || !g.is_alive(src) {
                return done(g, f);
            }
            f.goto(Step::Chose);
            let options = options(g, src);
            ask(g, f, src, RequestKind::ChooseOption { options }, Some(owner));
        }
        Step::Chose => {
            let choice = match g.take_answer() {
                Some(Answer::Choice(i)) => options(g, src).get(i as usize).copied(),
                _ => None,
            };
            if choice == Some(Choice::DiscardTwo) {
                f.goto(Step::Discarded);
                let from = g.players[src as usize].hand.iter().map(|&c| Pick::Card(c)).collect();
                ask(g, f, src, RequestKind::ChooseCards { from, min: 2, max: 2 }, Some(owner));
            } else {
                done(g, f);
                g.damage(Some(owner), src, 1, None, Nature::Normal);
            }
        }
        Step::Discarded => {
            if let Some(Answer::Cards(p)) = g.take_answer() {
                let cards = g.picks_to_cards(&p);
                g.move_cards(Zone::Hand(src), &cards, Zone::Discard, MoveReason::Discard);
            }
            done(g, f)
        }
    }
}

/// Ganglie: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    timings: timings(&[Timing::Damaged]),
    can_trigger,
    run,
    judge_good: |card| card.suit() != Suit::Heart,
    ai: AiConfirm::AgainstFoe,
    ..SkillDef::NONE
};
