//! 激将 (刘备, 主公技) — reference §2; seed 000. When he needs to use or play a 杀, the other 蜀 players,
//! in seat order from the current player, may each play one for him (the first one ends it); in his
//! play phase this counts as his 杀. Timings: `NeedResponse`; in the play phase a conversion that
//! asks the others when used.

use super::super::triggers::Timing;
use super::def::{SkillDef, Tags, timings};

use super::super::data::{CardKind, Faction};
use super::super::event::Event;
use super::super::frames::{Frame, RespondFrame, SkillFrame, steps};
use super::super::game::Game;
use super::super::request::{CardSource, ReasonBy};
use super::super::triggers::Ctx;
use super::super::types::{Seat, VCard};
use super::{SkillId, done};

pub(crate) const FACTION: Faction = Faction::Shu;

fn helpers(g: &Game, owner: Seat, faction: Faction) -> Vec<Seat> {
    g.alive_iter(g.turn.seat).filter(|&s| s != owner && g.faction(s) == Some(faction)).collect()
}

pub(crate) fn play_source(g: &Game, owner: Seat) -> Option<CardSource> {
    (!g.turn.used.contains(&SkillId::Jijiang) && !helpers(g, owner, FACTION).is_empty())
        .then_some(CardSource::Convert { skill: SkillId::Jijiang, from: Vec::new(), min: 0, max: 0 })
}

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    can_ask_for(g, owner, ctx, CardKind::Slash, FACTION)
}

/// Shared with 护驾: the lord needs `pattern` and someone of `faction` could supply it.
pub(crate) fn can_ask_for(g: &Game, owner: Seat, ctx: &Ctx, pattern: CardKind, faction: Faction) -> bool {
    ctx.need().is_some_and(|d| d.seat == owner && d.pattern.fits_kind(pattern) && d.provided.is_none())
        && !helpers(g, owner, faction).is_empty()
}

pub(crate) fn run(g: &mut Game, f: Box<SkillFrame>) {
    ask_helpers(g, f, CardKind::Slash, FACTION)
}

steps! {
    /// 激将's (and 护驾's) steps.
    enum Step {
        /// Ask the first helper.
        Ask,
        /// A helper answered: take the card, or ask the next one.
        Answered,
    }
}

/// Asks the helpers one by one. Activated in the play phase (`skills::activate_as`), the frame's
/// context holds the targets (`Ctx::active`) and the card is used on them; otherwise it answers the
/// need in the context.
pub(crate) fn ask_helpers(g: &mut Game, mut f: Box<SkillFrame>, pattern: CardKind, faction: Faction) {
    let playing = f.ctx.active().is_some();
    if f.at::<Step>() == Step::Answered {
        if let Some(card) = g.take_card() {
            let card = VCard { kind: pattern, cards: card.cards, via: Some(f.skill) };
            if playing {
                let owner = f.owner;
                let (targets, _) = super::active(&f);
                super::super::cards::on_play_use(g, owner, &card);
                done(g, f);
                g.push_use(owner, card, targets, None);
            } else {
                if let Some(d) = f.ctx.need_mut() {
                    d.provided = Some(card);
                }
                done(g, f);
            }
            return;
        }
        f.n += 1;
    }
    let list = helpers(g, f.owner, faction);
    let Some(&helper) = list.get(f.n as usize) else {
        if playing {
            // Nobody supplied it: not again this phase (as QSanguosha's "激将失败" flag).
            g.turn.used.push(f.skill);
            g.emit(Event::NoEffect { kind: pattern, target: f.owner, by: Some(f.skill) });
        }
        return done(g, f);
    };
    f.goto(Step::Answered);
    let r = RespondFrame::new(helper, pattern, false, ReasonBy::Skill(f.skill), Some(f.owner));
    g.stack.push(Frame::Skill(f));
    g.stack.push(Frame::Respond(Box::new(r)));
}

/// Jijiang: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::LORD.with(Tags::SUPPLIED_BY_OTHERS),
    timings: timings(&[Timing::NeedResponse]),
    can_trigger,
    run,
    conversion: Some(
        |g, owner, pattern, in_play| if in_play && pattern == CardKind::Slash { play_source(g, owner) } else { None },
    ),
    ..SkillDef::NONE
};
