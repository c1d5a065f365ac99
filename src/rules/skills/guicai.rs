//! 鬼才 (司马懿) — reference §2; seed 000. Before any judgement takes effect, may play a hand card to
//! replace the judge card (the old one is discarded). The offer is the card choice (choosing none
//! declines). Timing: `JudgeRetrial`.

use super::super::triggers::Timing;
use super::def::{Confirm, SkillDef, timings};

use super::super::event::{Event, MoveReason};
use super::super::frames::{SkillFrame, steps};
use super::super::game::Game;
use super::super::request::{Answer, Pick, RequestKind};
use super::super::triggers::{Ctx, JudgeData};
use super::super::types::{Seat, Zone};
use super::{SkillId, ask, done};

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    ctx.judge().is_some() && !g.players[owner as usize].hand.is_empty()
}

steps! {
    /// 鬼才's steps.
    enum Step {
        /// Offer him his hand cards (choosing none declines).
        Offer,
        /// Play the chosen card as the new judge card.
        Chosen,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    if f.at::<Step>() == Step::Offer {
        let from = g.players[f.owner as usize].hand.iter().map(|&c| Pick::Card(c)).collect();
        f.goto(Step::Chosen);
        let (owner, about) = (f.owner, f.ctx.judge().map(|d| d.seat));
        ask(g, f, owner, RequestKind::ChooseCards { from, min: 0, max: 1 }, about);
        return;
    }
    if let Some(Answer::Cards(p)) = g.take_answer()
        && let (Some(&card), Some(&JudgeData { seat, card: old })) = (g.picks_to_cards(&p).first(), f.ctx.judge())
    {
        let owner = f.owner;
        g.emit(Event::SkillInvoked { seat: owner, skill: SkillId::Guicai, targets: vec![seat] });
        g.emit(Event::CardPlayed { seat: owner, kind: card.kind(), cards: vec![card], via: Some(SkillId::Guicai) });
        g.move_cards(Zone::Hand(owner), &[card], Zone::Processing, MoveReason::Play);
        g.move_cards(Zone::Processing, &[old], Zone::Discard, MoveReason::Judge);
        if let Some(d) = f.ctx.judge_mut() {
            d.card = card;
        }
        g.emit(Event::Judgement { seat, card, reason: super::super::request::ReasonBy::Skill(SkillId::Guicai) });
    }
    done(g, f)
}

/// Guicai: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    timings: timings(&[Timing::JudgeRetrial]),
    confirm: Confirm::OwnRequest,
    can_trigger,
    run,
    ..SkillDef::NONE
};
