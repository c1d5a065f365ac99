//! 苦肉 (黄盖) — reference §2; seed 000. In the play phase, any number of times: lose 1 HP, then draw
//! two cards (if that brings him to dying he draws only once saved). Activated in the play phase.

use super::def::SkillDef;

use super::super::event::MoveReason;
use super::super::frames::{Frame, SkillFrame, steps};
use super::super::game::Game;
use super::super::request::{CardSource, PlayOption, TargetSpec};
use super::super::types::Seat;
use super::{SkillId, done};

pub(crate) fn play_option(_g: &Game, _owner: Seat) -> Option<PlayOption> {
    Some(PlayOption {
        source: CardSource::Convert { skill: SkillId::Kurou, from: Vec::new(), min: 0, max: 0 },
        kind: None,
        targets: TargetSpec::none(),
    })
}

steps! {
    /// 苦肉's steps.
    enum Step {
        /// Lose 1 HP.
        LoseHp,
        /// Draw two cards if still alive.
        Draw,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    let owner = f.owner;
    if f.at::<Step>() == Step::LoseHp {
        f.goto(Step::Draw);
        g.stack.push(Frame::Skill(f));
        g.stack.push(Frame::LoseHp { seat: owner, amount: 1 });
        return;
    }
    done(g, f);
    if g.is_alive(owner) {
        g.draw(owner, 2, MoveReason::Draw);
    }
}

/// Kurou: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef { run, play_option: Some(play_option), ..SkillDef::NONE };
