//! 贯石斧 Axe (range 3) — reference §5.4; seed 000 (貫石斧). After its wearer's 杀 is dodged, the wearer
//! may discard two cards (hand or equipment, not the axe itself) to make the 杀 deal its damage anyway.
//! Timing: `SlashDodged`.

use super::def::CardRules;

use super::super::skills::def::{AiConfirm, SkillDef, Tags, timings};
use super::super::triggers::Timing;

use super::super::event::MoveReason;
use super::super::frames::{Frame, SkillFrame, steps};
use super::super::game::Game;
use super::super::request::{Answer, Pick, Reason, ReasonBy, Request, RequestKind};
use super::super::skills::{SkillId, done};
use super::super::triggers::Ctx;
use super::super::types::Seat;

fn payable(g: &Game, owner: Seat) -> Vec<Pick> {
    let p = &g.players[owner as usize];
    let mut v: Vec<Pick> = p.hand.iter().map(|&c| Pick::Card(c)).collect();
    // Equipment except the weapon slot (the axe itself).
    v.extend(p.equip[1..].iter().flatten().map(|&c| Pick::Card(c)));
    v
}

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    ctx.card().is_some_and(|d| d.user == owner && d.target.is_some_and(|t| g.is_alive(t)))
        && payable(g, owner).len() >= 2
}

steps! {
    /// 贯石斧's steps.
    enum Step {
        /// Ask the wearer for two cards to discard.
        Ask,
        /// Discard them: the 杀 deals its damage anyway.
        Paid,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    if f.at::<Step>() == Step::Ask {
        f.goto(Step::Paid);
        let req = Request {
            seat: f.owner,
            kind: RequestKind::ChooseCards { from: payable(g, f.owner), min: 2, max: 2 },
            reason: Reason { by: ReasonBy::Skill(SkillId::Axe), about: f.ctx.card().and_then(|d| d.target) },
        };
        g.ask(Frame::Skill(f), req);
    } else {
        if let Some(Answer::Cards(p)) = g.take_answer() {
            let cards = g.picks_to_cards(&p);
            g.discard_cards(&cards, MoveReason::Discard);
            if let Some(d) = f.ctx.card_mut() {
                d.force = true;
            }
        }
        done(g, f)
    }
}

/// Axe: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::EQUIPMENT,
    timings: timings(&[Timing::SlashDodged]),
    can_trigger,
    run,
    ai: AiConfirm::AgainstFoe,
    ..SkillDef::NONE
};

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules::equipment(SkillId::Axe);
