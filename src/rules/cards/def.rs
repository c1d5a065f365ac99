//! What a card *does*, declared in one place: each card module has one `pub(crate) const RULES:
//! CardRules` next to its effect code, and [`CardKind::rules`] is an exhaustive match from card name to
//! rules (no default arm: a new card name without rules does not compile). The card's printed facts
//! (subtype, weapon range, suit and rank of each copy) stay in `assets/data/cards.ron`.

use super::super::data::CardKind;
use super::super::event::Nature;
use super::super::frames::{DelayedFrame, EffectFrame, UseFrame};
use super::super::game::Game;
use super::super::modifiers::{Reach, TargetProblem};
use super::super::request::TargetSpec;
use super::super::skills::SkillId;
use super::super::types::{CardId, Seat, VCard};

/// Whom a card resolves on once its user has chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Targeting {
    /// The chosen seats, in seat order from the user; the user itself when none is chosen
    /// (equipment, 无中生有, 闪电, a 桃 in the play phase).
    Chosen,
    /// Every other living seat, in seat order from the user (南蛮入侵, 万箭齐发).
    Others,
    /// Every living seat, the user first (五谷丰登, 桃园结义).
    Everyone,
    /// Two seats: the first is the target, the second rides along (借刀杀人's victim).
    Pair,
}

/// Targets a card may take from the play phase (`None`: not usable now).
pub type TargetsFn = fn(&Game, Seat, &VCard) -> Option<TargetSpec>;

/// Why a seat (the third argument) may not be chosen by the user (the second).
pub type TargetCheckFn = fn(&Game, Seat, Seat) -> Option<TargetProblem>;

/// Everything about one card name's rules.
#[derive(Clone, Copy)]
pub struct CardRules {
    /// The targets it may take when used in the play phase (`None` inside: not usable now); `None`:
    /// never used from the play phase (闪, 无懈可击 are only used in answer).
    pub play_targets: Option<TargetsFn>,
    pub targeting: Targeting,
    /// Why a seat may not be chosen for it because of distance (攻击范围 for 杀, distance 1 for 顺手牵羊);
    /// skipped by uses with no distance limit (青龙偃月刀's follow-up).
    pub range_check: Option<TargetCheckFn>,
    /// Why a seat may not be chosen for it, beyond being dead, oneself, immune or out of reach.
    pub target_check: Option<TargetCheckFn>,
    /// It may be used on its user (桃, 无中生有, 闪电).
    pub self_target: bool,
    /// Its effect on one target.
    pub effect: Option<fn(&mut Game, Box<EffectFrame>)>,
    /// A delayed trick's effect when judged in the judge phase (default: discarded).
    pub delayed: Option<fn(&mut Game, Box<DelayedFrame>)>,
    /// A delayed trick cancelled by 无懈可击 (default: discarded).
    pub delayed_nullified: Option<fn(&mut Game, &DelayedFrame)>,
    /// Whether a judgement made for it is its good result.
    pub judge_good: fn(CardId) -> bool,
    /// A trick whose effect on this target would do nothing skips its 无懈 window and effect.
    pub pointless: Option<fn(&Game, Seat) -> bool>,
    /// Once the use's `CardUsed` trigger is done, before any target resolves (五谷丰登 reveals).
    pub on_use_start: Option<fn(&mut Game, &UseFrame)>,
    /// After the last target resolved (五谷丰登's leftovers).
    pub on_use_end: Option<fn(&mut Game, &UseFrame)>,
    /// Bookkeeping when used from the play phase (counting 杀).
    pub on_play_use: Option<fn(&mut Game, Seat)>,
    /// The effect an equipment card gives its wearer.
    pub equip: Option<SkillId>,
    /// Skills may turn other cards into this one in the play phase (武圣, 倾国's opposite …).
    pub convertible_in_play: bool,
    /// The nature of the damage its use deals (normal; fire or thunder for property damage).
    pub nature: Nature,
    /// It may be recast (重铸) in the play phase: discarded to draw a card (铁索连环).
    pub recastable: bool,
}

fn always_good(_: CardId) -> bool {
    true
}

/// One target among the seats the one target-legality check allows (决斗, 过河拆桥, 顺手牵羊, 乐不思蜀 …).
pub(crate) fn one_target(g: &Game, user: Seat, card: &VCard) -> Option<TargetSpec> {
    Some(TargetSpec::seats(g.legal_targets(user, card, Reach::Normal), 1, 1))
}

/// Equipment goes onto its user: no target to choose.
pub(crate) fn onto_self(_: &Game, _: Seat, _: &VCard) -> Option<TargetSpec> {
    Some(TargetSpec::none())
}

impl CardRules {
    /// A card with no rules of its own: the base every definition starts from (`..CardRules::NONE`).
    pub const NONE: CardRules = CardRules {
        play_targets: None,
        targeting: Targeting::Chosen,
        range_check: None,
        target_check: None,
        self_target: false,
        effect: None,
        delayed: None,
        delayed_nullified: None,
        judge_good: always_good,
        pointless: None,
        on_use_start: None,
        on_use_end: None,
        on_play_use: None,
        equip: None,
        convertible_in_play: false,
        nature: Nature::Normal,
        recastable: false,
    };

    /// A piece of equipment with this effect for its wearer.
    pub const fn equipment(effect: SkillId) -> CardRules {
        CardRules { play_targets: Some(onto_self), equip: Some(effect), ..CardRules::NONE }
    }
}

impl CardKind {
    /// The card's rules. Exhaustive: a new card name without rules does not compile.
    pub(crate) const fn rules(self) -> &'static CardRules {
        use super::*;
        use CardKind::*;
        match self {
            Slash => &slash::RULES,
            Jink => &jink::RULES,
            Peach => &peach::RULES,
            Duel => &duel::RULES,
            Dismantlement => &dismantlement::RULES,
            Snatch => &snatch::RULES,
            ExNihilo => &ex_nihilo::RULES,
            Collateral => &collateral::RULES,
            AmazingGrace => &amazing_grace::RULES,
            GodSalvation => &god_salvation::RULES,
            SavageAssault => &savage_assault::RULES,
            ArcheryAttack => &archery_attack::RULES,
            Nullification => &nullification::RULES,
            Indulgence => &indulgence::RULES,
            Lightning => &lightning::RULES,
            Crossbow => &crossbow::RULES,
            DoubleSword => &double_sword::RULES,
            QinggangSword => &qinggang_sword::RULES,
            IceSword => &ice_sword::RULES,
            Blade => &blade::RULES,
            Spear => &spear::RULES,
            Axe => &axe::RULES,
            Halberd => &halberd::RULES,
            KylinBow => &kylin_bow::RULES,
            EightDiagram => &eight_diagram::RULES,
            RenwangShield => &renwang_shield::RULES,
            Jueying | Dilu | Zhuahuangfeidian => &horse::DEFENSIVE_RULES,
            Chitu | Dayuan | Zixing => &horse::OFFENSIVE_RULES,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::data::{CardKind, Subtype};

    #[test]
    fn equipment_and_only_equipment_gives_its_wearer_an_effect() {
        for k in CardKind::all() {
            assert_eq!(k.rules().equip.is_some(), k.is_equipment(), "{k:?}");
        }
    }

    #[test]
    fn every_card_does_something() {
        for k in CardKind::all() {
            let r = k.rules();
            let answers_only = matches!(k, CardKind::Jink | CardKind::Nullification);
            assert_eq!(r.play_targets.is_none(), answers_only, "{k:?}: usable from the play phase");
            match k.subtype() {
                Subtype::Basic | Subtype::Trick => assert!(r.effect.is_some() || answers_only, "{k:?} has no effect"),
                Subtype::DelayedTrick => assert!(r.delayed.is_some(), "{k:?} has no judged effect"),
                _ => {}
            }
        }
    }
}
