//! The skill registry: every skill and equipment effect is found here by id.
//!
//! A skill listens for trigger timings (`listens`, `can_trigger`, `run`), modifies queried values
//! (distance, attack range, 杀 limit, extra targets, armour) or converts cards (`conversion`).
//! The core flow only asks these questions; it never names a skill. Equipment effects live beside
//! their cards in `rules::cards`; general skills arrive in their own modules.

use super::cards;
use super::data::{CardKind, Subtype};
use super::event::Event;
use super::frames::Frame;
use super::frames::SkillFrame;
use super::game::{Game, Ret};
use super::request::Answer;
use super::request::{CardSource, Reason, ReasonBy, Request, RequestKind};
use super::triggers::{Ctx, Timing};
use super::types::{Seat, VCard};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SkillId {
    // Equipment effects.
    Crossbow,
    DoubleSword,
    QinggangSword,
    IceSword,
    Blade,
    Spear,
    Axe,
    Halberd,
    KylinBow,
    EightDiagram,
    RenwangShield,
    /// −1 horse (进攻马).
    OffensiveHorse,
    /// +1 horse (防御马).
    DefensiveHorse,
}

/// Whether any equipment effect listens for `t` (lets the trigger scan skip seats quickly).
pub(crate) fn equipment_listens(t: Timing) -> bool {
    matches!(
        t,
        Timing::TargetConfirmed
            | Timing::DamageCaused
            | Timing::SlashDodged
            | Timing::NeedResponse
            | Timing::SlashEffect
    )
}

/// The effect an equipment card gives its wearer.
pub fn equip_skill(kind: CardKind) -> Option<SkillId> {
    Some(match kind {
        CardKind::Crossbow => SkillId::Crossbow,
        CardKind::DoubleSword => SkillId::DoubleSword,
        CardKind::QinggangSword => SkillId::QinggangSword,
        CardKind::IceSword => SkillId::IceSword,
        CardKind::Blade => SkillId::Blade,
        CardKind::Spear => SkillId::Spear,
        CardKind::Axe => SkillId::Axe,
        CardKind::Halberd => SkillId::Halberd,
        CardKind::KylinBow => SkillId::KylinBow,
        CardKind::EightDiagram => SkillId::EightDiagram,
        CardKind::RenwangShield => SkillId::RenwangShield,
        k => match k.subtype() {
            Subtype::OffensiveHorse => SkillId::OffensiveHorse,
            Subtype::DefensiveHorse => SkillId::DefensiveHorse,
            _ => return None,
        },
    })
}

impl SkillId {
    /// Stable id for locale keys (`skill-<id>`, `equip-<id>`).
    pub fn id(self) -> String {
        ron::to_string(&self).unwrap_or_default()
    }

    /// 锁定技: applies without asking.
    pub fn compulsory(self) -> bool {
        matches!(
            self,
            SkillId::RenwangShield
                | SkillId::Crossbow
                | SkillId::QinggangSword
                | SkillId::OffensiveHorse
                | SkillId::DefensiveHorse
        )
    }

    /// Effects of an armour are switched off by armour-ignoring effects (青釭剑).
    pub fn is_armor(self) -> bool {
        matches!(self, SkillId::EightDiagram | SkillId::RenwangShield)
    }

    pub fn listens(self, t: Timing) -> bool {
        match self {
            SkillId::DoubleSword => t == Timing::TargetConfirmed,
            SkillId::IceSword | SkillId::KylinBow => t == Timing::DamageCaused,
            SkillId::Blade | SkillId::Axe => t == Timing::SlashDodged,
            SkillId::EightDiagram => t == Timing::NeedResponse,
            SkillId::RenwangShield => t == Timing::SlashEffect,
            _ => false,
        }
    }

    pub(crate) fn can_trigger(self, g: &Game, owner: Seat, ctx: &Ctx) -> bool {
        match self {
            SkillId::DoubleSword => cards::double_sword::can_trigger(g, owner, ctx),
            SkillId::IceSword => cards::ice_sword::can_trigger(g, owner, ctx),
            SkillId::KylinBow => cards::kylin_bow::can_trigger(g, owner, ctx),
            SkillId::Blade => cards::blade::can_trigger(g, owner, ctx),
            SkillId::Axe => cards::axe::can_trigger(g, owner, ctx),
            SkillId::EightDiagram => cards::eight_diagram::can_trigger(g, owner, ctx),
            SkillId::RenwangShield => cards::renwang_shield::can_trigger(g, owner, ctx),
            _ => false,
        }
    }

    /// Runs the skill's effect (after the owner confirmed, for optional skills).
    /// The skill must end by setting `g.ret = Ret::Ctx(ctx)` (use [`done`]).
    fn run(self, g: &mut Game, f: Box<SkillFrame>) {
        match self {
            SkillId::DoubleSword => cards::double_sword::run(g, f),
            SkillId::IceSword => cards::ice_sword::run(g, f),
            SkillId::KylinBow => cards::kylin_bow::run(g, f),
            SkillId::Blade => cards::blade::run(g, f),
            SkillId::Axe => cards::axe::run(g, f),
            SkillId::EightDiagram => cards::eight_diagram::run(g, f),
            SkillId::RenwangShield => cards::renwang_shield::run(g, f),
            _ => done(g, f),
        }
    }

    /// Whether the owner is asked before the effect (optional skills); `Blade` asks through its own
    /// response request instead.
    fn asks_first(self) -> bool {
        !self.compulsory() && self != SkillId::Blade
    }

    // ---------------------------------------------------------------- modifiers

    /// Added to the distance the owner counts to others.
    pub(crate) fn distance_from(self) -> i32 {
        if self == SkillId::OffensiveHorse { -1 } else { 0 }
    }
    /// Added to the distance others count to the owner.
    pub(crate) fn distance_to(self) -> i32 {
        if self == SkillId::DefensiveHorse { 1 } else { 0 }
    }
    /// 杀 may be used any number of times in the play phase.
    pub(crate) fn unlimited_slash(self) -> bool {
        self == SkillId::Crossbow
    }
    /// Extra targets the owner's `card` may take.
    pub(crate) fn extra_targets(self, g: &Game, owner: Seat, card: &VCard) -> u8 {
        match self {
            SkillId::Halberd => cards::halberd::extra_targets(g, owner, card),
            _ => 0,
        }
    }
    /// The owner's `card` ignores the target's armour.
    pub(crate) fn ignores_armor(self, card: &VCard) -> bool {
        self == SkillId::QinggangSword && card.kind == CardKind::Slash
    }
    /// A conversion the owner may use to produce a `pattern` card.
    pub(crate) fn conversion(self, g: &Game, owner: Seat, pattern: CardKind) -> Option<CardSource> {
        match self {
            SkillId::Spear => cards::spear::conversion(g, owner, pattern),
            _ => None,
        }
    }
}

/// Finishes a skill frame, handing its context back to the trigger frame below it. Anything the
/// skill pushes after calling this resolves before the trigger goes on.
pub(crate) fn done(g: &mut Game, f: Box<SkillFrame>) {
    match g.stack.last_mut() {
        Some(Frame::Trigger(t)) => t.ctx = f.ctx,
        _ => g.ret = Ret::Ctx(Box::new(f.ctx)),
    }
}

/// Runs a skill frame: optional skills first ask their owner.
pub(crate) fn run_skill(g: &mut Game, mut f: Box<SkillFrame>) {
    if !f.confirmed {
        if f.skill.asks_first() {
            match g.take_answer() {
                None => {
                    let req = Request {
                        seat: f.owner,
                        kind: RequestKind::Confirm { skill: f.skill },
                        reason: Reason {
                            by: ReasonBy::Skill(f.skill),
                            about: f.ctx.target.filter(|&t| t != f.owner).or(f.ctx.source),
                        },
                    };
                    g.ask(Frame::Skill(f), req);
                    return;
                }
                Some(Answer::Confirm(true)) => {}
                Some(_) => return done(g, f),
            }
        }
        f.confirmed = true;
        if f.skill != SkillId::Blade {
            g.emit(Event::SkillInvoked {
                seat: f.owner,
                skill: f.skill,
                targets: f.ctx.target.filter(|&t| t != f.owner).into_iter().collect(),
            });
        }
    }
    let skill = f.skill;
    skill.run(g, f);
}

impl Game {
    /// Calls `f` for every skill `seat` has: general skills, then equipment effects.
    pub(crate) fn for_each_skill(&self, seat: Seat, mut f: impl FnMut(SkillId)) {
        let p = &self.players[seat as usize];
        for &s in &p.skills {
            f(s);
        }
        for c in p.equip.iter().flatten() {
            if let Some(s) = equip_skill(c.kind()) {
                f(s);
            }
        }
    }

    pub(crate) fn has_skill(&self, seat: Seat, skill: SkillId) -> bool {
        let mut found = false;
        self.for_each_skill(seat, |s| found |= s == skill);
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equipment_listens_covers_every_equipment_timing() {
        let timings = [
            Timing::TurnStart,
            Timing::PhaseStart,
            Timing::PhaseEnd,
            Timing::DrawCount,
            Timing::CardUsed,
            Timing::TargetConfirmed,
            Timing::SlashEffect,
            Timing::NeedResponse,
            Timing::SlashDodged,
            Timing::DamageCaused,
            Timing::DamageInflicted,
            Timing::DamageDone,
            Timing::Damaged,
            Timing::Recovered,
            Timing::HpLost,
            Timing::EnterDying,
            Timing::Death,
            Timing::JudgeRetrial,
            Timing::JudgeDone,
        ];
        for kind in CardKind::all() {
            let Some(skill) = equip_skill(kind) else { continue };
            for t in timings {
                if skill.listens(t) {
                    assert!(equipment_listens(t), "{skill:?} listens for {t:?}");
                }
            }
        }
    }
}
