//! 耀武 (华雄) — reference §2 (标准版华雄). Compulsory: when a red 杀 deals him damage, its source
//! chooses to recover 1 HP or draw a card (only the draw if unwounded). Timing: `DamageInflicted`.

use super::super::triggers::Timing;
use super::def::{Confirm, SkillDef, Tags, timings};

use super::super::data::{CardKind, Color};
use super::super::event::MoveReason;
use super::super::frames::{Frame, SkillFrame, steps};
use super::super::game::Game;
use super::super::request::{Answer, Choice, RequestKind};
use super::super::triggers::Ctx;
use super::super::types::Seat;
use super::{ask, done};

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    let Some(d) = ctx.damage() else { return false };
    d.target == owner
        && d.source.is_some_and(|s| g.is_alive(s))
        && d.card.as_ref().is_some_and(|c| c.kind.is(CardKind::Slash) && c.color() == Color::Red)
}

fn options(g: &Game, src: Seat) -> Vec<Choice> {
    let p = &g.players[src as usize];
    if p.hp < p.max_hp { vec![Choice::Recover, Choice::Draw] } else { vec![Choice::Draw] }
}

steps! {
    /// 耀武's steps.
    enum Step {
        /// Ask the source to choose recovering or drawing.
        Ask,
        /// Recover or draw as chosen.
        Chose,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    let (owner, Some(src)) = (f.owner, f.ctx.damage().and_then(|d| d.source)) else { return done(g, f) };
    if f.at::<Step>() == Step::Ask {
        f.goto(Step::Chose);
        let options = options(g, src);
        return ask(g, f, src, RequestKind::ChooseOption { options }, Some(owner));
    }
    let choice = match g.take_answer() {
        Some(Answer::Choice(i)) => options(g, src).get(i as usize).copied(),
        _ => None,
    };
    done(g, f);
    if choice == Some(Choice::Recover) {
        g.stack.push(Frame::Recover { seat: src, amount: 1, source: Some(owner) });
    } else {
        g.draw(src, 1, MoveReason::Draw);
    }
}

/// Yaowu: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::COMPULSORY,
    timings: timings(&[Timing::DamageInflicted]),
    confirm: Confirm::Never,
    can_trigger,
    run,
    ..SkillDef::NONE
};
