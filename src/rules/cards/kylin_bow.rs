//! 麒麟弓 Kylin Bow (range 5) — reference §5.4; seed 000 (麒麟弓). When its wearer's 杀 deals damage to
//! a target with a horse, the wearer may discard one of the target's horses. Timing: `DamageCaused`.

use super::def::CardRules;

use super::super::skills::def::{AiConfirm, SkillDef, Tags, timings};
use super::super::triggers::Timing;

use super::super::data::CardKind;
use super::super::event::MoveReason;
use super::super::frames::{Frame, SkillFrame, steps};
use super::super::game::Game;
use super::super::request::{Answer, Pick, Reason, ReasonBy, Request, RequestKind};
use super::super::skills::{SkillId, done};
use super::super::triggers::{Ctx, DamageData};
use super::super::types::Seat;

fn horses(g: &Game, t: Seat) -> Vec<Pick> {
    g.players[t as usize].equip[2..].iter().flatten().map(|&c| Pick::Card(c)).collect()
}

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    let Some(DamageData { source: Some(src), target: t, card: Some(card), cancelled, chained: false, .. }) =
        ctx.damage()
    else {
        return false;
    };
    let (src, t) = (*src, *t);
    src == owner && card.kind.is(CardKind::Slash) && !cancelled && !horses(g, t).is_empty()
}

steps! {
    /// 麒麟弓's steps.
    enum Step {
        /// Ask the wearer which of the target's horses to discard.
        Ask,
        /// Discard it.
        Chosen,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    let Some(t) = f.ctx.damage().map(|d| d.target) else {
        return done(g, f);
    };
    if f.at::<Step>() == Step::Ask {
        let from = horses(g, t);
        if from.is_empty() {
            return done(g, f);
        }
        f.goto(Step::Chosen);
        let req = Request {
            seat: f.owner,
            kind: RequestKind::ChooseCards { from, min: 1, max: 1 },
            reason: Reason { by: ReasonBy::Skill(SkillId::KylinBow), about: Some(t) },
        };
        g.ask(Frame::Skill(f), req);
    } else {
        if let Some(Answer::Cards(p)) = g.take_answer() {
            let cards = g.picks_to_cards(&p);
            g.discard_cards(&cards, MoveReason::Discard);
        }
        done(g, f)
    }
}

/// KylinBow: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::EQUIPMENT,
    timings: timings(&[Timing::DamageCaused]),
    can_trigger,
    run,
    ai: AiConfirm::AgainstFoe,
    ..SkillDef::NONE
};

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules::equipment(SkillId::KylinBow);
