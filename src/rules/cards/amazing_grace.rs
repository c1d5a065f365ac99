//! 五谷丰登 Amazing Grace — reference §5.2; seed 000 (五穀豐登). Reveals as many cards from the deck as
//! there are living players; each target in seat order from the user picks one (a 无懈 skips that
//! target's pick). The rest are discarded.

use super::def::{CardRules, Targeting};

use super::super::data::CardKind;
use super::super::event::MoveReason;
use super::super::frames::{EffectFrame, Frame, UseFrame, steps};
use super::super::game::Game;
use super::super::request::{Answer, Pick, Reason, ReasonBy, Request, RequestKind};
use super::super::types::Zone;

pub(crate) fn reveal(g: &mut Game, _f: &UseFrame) {
    let n = g.alive_count();
    for _ in 0..n {
        match g.reveal_top() {
            Some(c) => g.shown.push(c),
            None => return,
        }
    }
}

pub(crate) fn leftovers(g: &mut Game) {
    let rest = std::mem::take(&mut g.shown);
    g.move_cards(Zone::Processing, &rest, Zone::Discard, MoveReason::Discard);
}

steps! {
    /// 五谷丰登's steps (per target).
    enum Step {
        /// Ask the target to pick one of the revealed cards.
        Ask,
        /// The target takes the picked card.
        Picked,
    }
}

pub(crate) fn effect(g: &mut Game, mut f: Box<EffectFrame>) {
    if f.at::<Step>() == Step::Ask {
        if g.shown.is_empty() {
            return;
        }
        let from = g.shown.iter().map(|&c| Pick::Card(c)).collect();
        let req = Request {
            seat: f.target,
            kind: RequestKind::ChooseCards { from, min: 1, max: 1 },
            reason: Reason { by: ReasonBy::Card(CardKind::AmazingGrace), about: None },
        };
        f.goto(Step::Picked);
        g.ask(Frame::Effect(f), req);
    } else if let Some(Answer::Cards(picks)) = g.take_answer() {
        for c in g.picks_to_cards(&picks) {
            g.move_cards(Zone::Processing, &[c], Zone::Hand(f.target), MoveReason::Obtain);
        }
    }
}

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules {
    play_targets: Some(super::def::onto_self),
    targeting: Targeting::Everyone,
    effect: Some(effect),
    on_use_start: Some(reveal),
    on_use_end: Some(|g, _| leftovers(g)),
    ..CardRules::NONE
};
