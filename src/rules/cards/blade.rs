//! 青龙偃月刀 Blade (range 3) — reference §5.4; seed 000 (青龍偃月刀). After its wearer's 杀 is dodged,
//! the wearer may at once use another 杀 on the same target (no distance limit, not counted against the
//! play-phase limit); that one may in turn trigger the blade again. Timing: `SlashDodged`.
//! The offer is the response request itself: passing declines.

use super::def::CardRules;

use super::super::skills::def::{Confirm, SkillDef, Tags, timings};
use super::super::triggers::Timing;

use super::super::data::CardKind;
use super::super::frames::{Frame, RespondFrame, SkillFrame, steps};
use super::super::game::Game;
use super::super::modifiers::Reach;
use super::super::request::ReasonBy;
use super::super::skills::{SkillId, done};
use super::super::triggers::Ctx;
use super::super::types::{Seat, VCard};

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    // The follow-up has no distance limit but is a use like any other: its target must still be one.
    let slash = VCard { kind: CardKind::Slash, cards: Default::default(), via: None };
    ctx.card().is_some_and(|d| d.user == owner)
        && ctx.card().and_then(|d| d.target).is_some_and(|t| g.may_target(owner, &slash, t, Reach::AnyDistance).is_ok())
        && g.can_respond(owner, super::super::pattern::Pattern::Named(CardKind::Slash))
}

steps! {
    /// 青龙偃月刀's steps.
    enum Step {
        /// Ask the wearer for another 杀 on the same target.
        Ask,
        /// Use the 杀 given, if any.
        Answered,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    let Some(t) = f.ctx.card().and_then(|d| d.target) else {
        return done(g, f);
    };
    if f.at::<Step>() == Step::Ask {
        f.goto(Step::Answered);
        let mut r = RespondFrame::new(f.owner, CardKind::Slash, true, ReasonBy::Skill(SkillId::Blade), Some(t));
        r.pay = false;
        r.aim = Some((t, Reach::AnyDistance));
        g.stack.push(Frame::Skill(f));
        g.stack.push(Frame::Respond(Box::new(r)));
    } else {
        let slash = g.take_card();
        let owner = f.owner;
        done(g, f);
        if let Some(card) = slash
            && g.is_alive(t)
        {
            g.emit(super::super::event::Event::SkillInvoked { seat: owner, skill: SkillId::Blade, targets: vec![t] });
            // Resolves above the trigger frame, which already holds our context.
            g.push_use(owner, card, vec![t], None);
        }
    }
}

/// Blade: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::EQUIPMENT,
    timings: timings(&[Timing::SlashDodged]),
    confirm: Confirm::OwnRequest,
    can_trigger,
    run,
    ..SkillDef::NONE
};

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules::equipment(SkillId::Blade);
