//! 雌雄双股剑 Double Sword (range 2) — reference §5.4; seed 000 (雌雄雙股劍). After its wearer's 杀 targets
//! a seat of the other gender, the wearer may make that seat choose: discard a hand card, or let the
//! wearer draw one. Timing: `TargetConfirmed`.

use super::def::CardRules;

use super::super::skills::def::{AiConfirm, SkillDef, Tags, timings};
use super::super::triggers::Timing;

use super::super::data::CardKind;
use super::super::event::MoveReason;
use super::super::frames::{Frame, SkillFrame, steps};
use super::super::game::Game;
use super::super::request::{Answer, Choice, Pick, Reason, ReasonBy, Request, RequestKind};
use super::super::skills::{SkillId, done};
use super::super::triggers::{CardData, Ctx};
use super::super::types::{Seat, Zone};

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    let Some(CardData { user: src, target: Some(t), card, .. }) = ctx.card() else {
        return false;
    };
    let (src, t) = (*src, *t);
    src == owner
        && card.kind.is(CardKind::Slash)
        && g.is_alive(t)
        && match (g.gender(owner), g.gender(t)) {
            (Some(a), Some(b)) => a != b,
            _ => false,
        }
}

steps! {
    /// 雌雄双股剑's steps.
    enum Step {
        /// Ask the target to choose: discard a hand card, or let the wearer draw.
        Ask,
        /// The target chose: ask for the hand card, or let the wearer draw.
        Chose,
        /// Discard the hand card.
        Discarded,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    let Some(t) = f.ctx.card().and_then(|d| d.target) else {
        return done(g, f);
    };
    let reason = Reason { by: ReasonBy::Skill(SkillId::DoubleSword), about: Some(f.owner) };
    match f.at::<Step>() {
        Step::Ask => {
            let options = options(g, t);
            f.goto(Step::Chose);
            g.ask(Frame::Skill(f), Request { seat: t, kind: RequestKind::ChooseOption { options }, reason });
        }
        Step::Chose => {
            let choice = match g.take_answer() {
                Some(Answer::Choice(i)) => options(g, t).get(i as usize).copied(),
                _ => None,
            };
            if choice == Some(Choice::DiscardCard) && !g.players[t as usize].hand.is_empty() {
                let from = g.players[t as usize].hand.iter().map(|&c| Pick::Card(c)).collect();
                f.goto(Step::Discarded);
                g.ask(
                    Frame::Skill(f),
                    Request { seat: t, kind: RequestKind::ChooseCards { from, min: 1, max: 1 }, reason },
                );
            } else {
                g.draw(f.owner, 1, MoveReason::Draw);
                done(g, f)
            }
        }
        Step::Discarded => {
            if let Some(Answer::Cards(p)) = g.take_answer() {
                let cards = g.picks_to_cards(&p);
                g.move_cards(Zone::Hand(t), &cards, Zone::Discard, MoveReason::Discard);
            }
            done(g, f)
        }
    }
}

/// What the target may choose (recomputed on the answer: nothing changes while a request is pending).
fn options(g: &Game, t: Seat) -> Vec<Choice> {
    if g.players[t as usize].hand.is_empty() {
        vec![Choice::LetDraw]
    } else {
        vec![Choice::DiscardCard, Choice::LetDraw]
    }
}

/// DoubleSword: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::EQUIPMENT,
    timings: timings(&[Timing::TargetConfirmed]),
    can_trigger,
    run,
    ai: AiConfirm::AgainstFoe,
    ..SkillDef::NONE
};

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules::equipment(SkillId::DoubleSword);
