//! 突袭 (张辽) — reference §2; seed 000 (突襲). In the draw phase, instead of drawing, may take one hand
//! card (blind) from each of one or two other players. Timing: `DrawCount` (sets `cancelled`).

use super::super::triggers::Timing;
use super::def::{SkillDef, timings};

use super::super::frames::{SkillFrame, steps};
use super::super::game::Game;
use super::super::request::{Answer, Pick, RequestKind};
use super::super::triggers::Ctx;
use super::super::types::Seat;
use super::{ask, done};

fn candidates(g: &Game, owner: Seat) -> Vec<Seat> {
    g.alive_iter(owner).filter(|&s| s != owner && !g.players[s as usize].hand.is_empty()).collect()
}

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    ctx.draw().is_some_and(|d| d.seat == owner && !d.replaced) && !candidates(g, owner).is_empty()
}

steps! {
    /// 突袭's steps.
    enum Step {
        /// Ask him for one or two seats (instead of drawing).
        Ask,
        /// The seats were chosen: take from the first.
        Chosen,
        /// A card was taken: obtain it and take from the next seat.
        Taken,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    let owner = f.owner;
    match f.at::<Step>() {
        Step::Ask => {
            f.goto(Step::Chosen);
            let from = candidates(g, owner);
            ask(g, f, owner, RequestKind::ChooseSeats { from, min: 1, max: 2 }, None);
        }
        Step::Chosen => {
            if let Some(Answer::Seats(s)) = g.take_answer() {
                f.chosen = s;
                if let Some(d) = f.ctx.draw_mut() {
                    d.replaced = true;
                }
            }
            f.goto(Step::Taken);
            next(g, f);
        }
        Step::Taken => {
            if let Some(Answer::Cards(p)) = g.take_answer() {
                let cards = g.picks_to_cards(&p);
                g.obtain(owner, &cards);
            }
            next(g, f);
        }
    }
}

/// Takes a blind pick from the next chosen seat.
fn next(g: &mut Game, mut f: Box<SkillFrame>) {
    while let Some(&t) = f.chosen.get(f.n as usize) {
        f.n += 1;
        let from: Vec<Pick> = g.area_picks(t, true, false, false);
        if !from.is_empty() {
            let owner = f.owner;
            return ask(g, f, owner, RequestKind::ChooseCards { from, min: 1, max: 1 }, Some(t));
        }
    }
    done(g, f)
}

/// Tuxi: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { timings: timings(&[Timing::DrawCount]), can_trigger, run, ..SkillDef::NONE };
