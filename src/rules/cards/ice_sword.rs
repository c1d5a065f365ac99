//! 寒冰剑 Ice Sword (EX, range 2) — reference §5.4. When its wearer's 杀 would deal damage to a target
//! that has cards, the wearer may prevent the damage and instead discard two of the target's cards,
//! one at a time (hand blind, or equipment). Timing: `DamageCaused`.

use super::def::CardRules;

use super::super::skills::def::{AiConfirm, SkillDef, Tags, timings};
use super::super::triggers::Timing;

use super::super::data::CardKind;
use super::super::event::MoveReason;
use super::super::frames::{Frame, SkillFrame, steps};
use super::super::game::Game;
use super::super::request::{Answer, Reason, ReasonBy, Request, RequestKind};
use super::super::skills::{SkillId, done};
use super::super::triggers::{Ctx, DamageData};
use super::super::types::Seat;

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    let Some(DamageData { source: Some(src), target: t, card: Some(card), cancelled, chained: false, .. }) =
        ctx.damage()
    else {
        return false;
    };
    let (src, t) = (*src, *t);
    src == owner && t != owner && card.kind.is(CardKind::Slash) && !cancelled && g.players[t as usize].card_count() > 0
}

steps! {
    /// 寒冰剑's steps.
    enum Step {
        /// Prevent the damage; ask for the first card to discard.
        Prevent,
        /// Discard the first card; ask for the second.
        First,
        /// Discard the second card.
        Second,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    let Some(t) = f.ctx.damage().map(|d| d.target) else {
        return done(g, f);
    };
    let step = f.at::<Step>();
    if step == Step::Prevent {
        if let Some(d) = f.ctx.damage_mut() {
            d.cancelled = true;
        }
    } else if let Some(Answer::Cards(p)) = g.take_answer() {
        let cards = g.picks_to_cards(&p);
        g.discard_cards(&cards, MoveReason::Discard);
    }
    let next = match step {
        Step::Prevent => Step::First,
        Step::First => Step::Second,
        Step::Second => return done(g, f),
    };
    let from = g.area_picks(t, true, true, false);
    if from.is_empty() {
        return done(g, f);
    }
    f.goto(next);
    let req = Request {
        seat: f.owner,
        kind: RequestKind::ChooseCards { from, min: 1, max: 1 },
        reason: Reason { by: ReasonBy::Skill(SkillId::IceSword), about: Some(t) },
    };
    g.ask(Frame::Skill(f), req);
}

/// IceSword: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::EQUIPMENT,
    timings: timings(&[Timing::DamageCaused]),
    can_trigger,
    run,
    ai: AiConfirm::No,
    ..SkillDef::NONE
};

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules::equipment(SkillId::IceSword);
