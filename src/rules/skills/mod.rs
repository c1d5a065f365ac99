//! The skill registry: every skill and equipment effect is found here by id.
//!
//! A skill listens for trigger timings (`listens`, `can_trigger`, `run`), modifies queried values
//! (distance, attack range, 杀 limit, extra targets, armour, who may be targeted), converts cards
//! (`conversion`: 将A当B使用) or is activated in the play phase (`play_option`). The core flow only asks
//! these questions; it never names a skill. Equipment effects live beside their cards in
//! `rules::cards`; each general skill has its own module here, with its source in the doc comment.

use super::cards;
use super::data::CardKind;
use super::event::Event;
use super::frames::{Frame, SkillFrame, Steps};
use super::game::{Game, Ret};
use super::pattern::Pattern;
use super::request::{Answer, CardSource, PlayOption, Reason, ReasonBy, Request, RequestKind};
use super::triggers::{ActiveData, Ctx, Timing, TimingData};
use super::types::{CardId, Seat, VCard};
use serde::{Deserialize, Serialize};

pub use def::{AiConfirm, Confirm, Modifiers, SkillDef, Tags};

mod biyue;
pub mod def;
mod fanjian;
mod fankui;
mod ganglie;
mod guanxing;
mod guicai;
mod guose;
mod hujia;
mod jianxiong;
mod jieyin;
mod jijiang;
mod jijiu;
mod jiuyuan;
mod jizhi;
mod keji;
mod kongcheng;
mod kurou;
mod lianying;
mod lijian;
mod liuli;
mod longdan;
mod luoshen;
mod luoyi;
mod mashu;
mod paoxiao;
mod qianxun;
mod qicai;
mod qingguo;
mod qingnang;
mod qixi;
mod rende;
mod tiandu;
mod tieji;
mod tongji;
mod tuxi;
mod wangzun;
mod wusheng;
mod wushuang;
mod xiaoji;
mod yaowu;
mod yiji;
mod yingzi;
mod zhiheng;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
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
    // General skills (reference/standard-generals.md §2).
    Jianxiong,
    Hujia,
    Fankui,
    Guicai,
    Ganglie,
    Tuxi,
    Luoyi,
    Tiandu,
    Yiji,
    Qingguo,
    Luoshen,
    Rende,
    Jijiang,
    Wusheng,
    Paoxiao,
    Guanxing,
    Kongcheng,
    Longdan,
    Mashu,
    Tieji,
    Jizhi,
    Qicai,
    Zhiheng,
    Jiuyuan,
    Qixi,
    Keji,
    Kurou,
    Yingzi,
    Fanjian,
    Guose,
    Liuli,
    Qianxun,
    Lianying,
    Jieyin,
    Xiaoji,
    Jijiu,
    Qingnang,
    Wushuang,
    Lijian,
    Biyue,
    Yaowu,
    Wangzun,
    Tongji,
}

/// Whether any equipment effect listens for `t` (lets the trigger scan skip seats quickly).
pub(crate) fn equipment_listens(t: Timing) -> bool {
    EQUIPMENT_TIMINGS & def::timing_bit(t) != 0
}

/// The timings any equipment effect listens to.
const EQUIPMENT_TIMINGS: u32 = {
    let mut m = 0;
    let mut i = 0;
    while i < SkillId::ALL.len() {
        let d = SkillId::ALL[i].def();
        if d.tags.has(Tags::EQUIPMENT) {
            m |= d.timings;
        }
        i += 1;
    }
    m
};

/// The effect an equipment card gives its wearer (declared by the card's rules).
pub fn equip_skill(kind: CardKind) -> Option<SkillId> {
    kind.rules().equip
}

/// Cards of `owner`'s hand (and equipment, with `equip`) matching `f`.
fn own_cards(g: &Game, owner: Seat, equip: bool, f: impl Fn(CardId) -> bool) -> Vec<CardId> {
    let p = &g.players[owner as usize];
    let mut v: Vec<CardId> = p.hand.iter().copied().filter(|&c| f(c)).collect();
    if equip {
        v.extend(p.equip.iter().flatten().copied().filter(|&c| f(c)));
    }
    v
}

/// A one-card conversion by `skill` of any card of the owner's (hand, and equipment with `equip`) that
/// fits `pattern` (none if no card does).
fn converts(g: &Game, owner: Seat, skill: SkillId, equip: bool, pattern: Pattern) -> Option<CardSource> {
    one_of(skill, own_cards(g, owner, equip, |c| pattern.fits_card(c)))
}

/// A one-card conversion from `from` (none if `from` is empty).
fn one_of(skill: SkillId, from: Vec<CardId>) -> Option<CardSource> {
    (!from.is_empty()).then_some(CardSource::Convert { skill, from, min: 1, max: 1 })
}

impl SkillId {
    /// Every general skill, in data order: `ALL` after the equipment effects.
    pub const GENERAL: &'static [SkillId] = SkillId::ALL.split_at(SkillId::EQUIPMENT_COUNT).1;

    /// How many equipment effects open `ALL`.
    const EQUIPMENT_COUNT: usize = 13;

    /// Every equipment effect, then every general skill in data order (tests check it against the enum
    /// and the data).
    pub const ALL: [SkillId; 56] = [
        SkillId::Crossbow,
        SkillId::DoubleSword,
        SkillId::QinggangSword,
        SkillId::IceSword,
        SkillId::Blade,
        SkillId::Spear,
        SkillId::Axe,
        SkillId::Halberd,
        SkillId::KylinBow,
        SkillId::EightDiagram,
        SkillId::RenwangShield,
        SkillId::OffensiveHorse,
        SkillId::DefensiveHorse,
        SkillId::Jianxiong,
        SkillId::Hujia,
        SkillId::Fankui,
        SkillId::Guicai,
        SkillId::Ganglie,
        SkillId::Tuxi,
        SkillId::Luoyi,
        SkillId::Tiandu,
        SkillId::Yiji,
        SkillId::Qingguo,
        SkillId::Luoshen,
        SkillId::Rende,
        SkillId::Jijiang,
        SkillId::Wusheng,
        SkillId::Paoxiao,
        SkillId::Guanxing,
        SkillId::Kongcheng,
        SkillId::Longdan,
        SkillId::Mashu,
        SkillId::Tieji,
        SkillId::Jizhi,
        SkillId::Qicai,
        SkillId::Zhiheng,
        SkillId::Jiuyuan,
        SkillId::Qixi,
        SkillId::Keji,
        SkillId::Kurou,
        SkillId::Yingzi,
        SkillId::Fanjian,
        SkillId::Guose,
        SkillId::Liuli,
        SkillId::Qianxun,
        SkillId::Lianying,
        SkillId::Jieyin,
        SkillId::Xiaoji,
        SkillId::Jijiu,
        SkillId::Qingnang,
        SkillId::Wushuang,
        SkillId::Lijian,
        SkillId::Biyue,
        SkillId::Yaowu,
        SkillId::Wangzun,
        SkillId::Tongji,
    ];

    /// The skill's whole definition. Exhaustive: a new skill without a definition does not compile.
    pub const fn def(self) -> &'static SkillDef {
        use SkillId::*;
        match self {
            Crossbow => &cards::crossbow::DEF,
            DoubleSword => &cards::double_sword::DEF,
            QinggangSword => &cards::qinggang_sword::DEF,
            IceSword => &cards::ice_sword::DEF,
            Blade => &cards::blade::DEF,
            Spear => &cards::spear::DEF,
            Axe => &cards::axe::DEF,
            Halberd => &cards::halberd::DEF,
            KylinBow => &cards::kylin_bow::DEF,
            EightDiagram => &cards::eight_diagram::DEF,
            RenwangShield => &cards::renwang_shield::DEF,
            OffensiveHorse => &cards::horse::OFFENSIVE,
            DefensiveHorse => &cards::horse::DEFENSIVE,
            Jianxiong => &jianxiong::DEF,
            Hujia => &hujia::DEF,
            Fankui => &fankui::DEF,
            Guicai => &guicai::DEF,
            Ganglie => &ganglie::DEF,
            Tuxi => &tuxi::DEF,
            Luoyi => &luoyi::DEF,
            Tiandu => &tiandu::DEF,
            Yiji => &yiji::DEF,
            Qingguo => &qingguo::DEF,
            Luoshen => &luoshen::DEF,
            Rende => &rende::DEF,
            Jijiang => &jijiang::DEF,
            Wusheng => &wusheng::DEF,
            Paoxiao => &paoxiao::DEF,
            Guanxing => &guanxing::DEF,
            Kongcheng => &kongcheng::DEF,
            Longdan => &longdan::DEF,
            Mashu => &mashu::DEF,
            Tieji => &tieji::DEF,
            Jizhi => &jizhi::DEF,
            Qicai => &qicai::DEF,
            Zhiheng => &zhiheng::DEF,
            Jiuyuan => &jiuyuan::DEF,
            Qixi => &qixi::DEF,
            Keji => &keji::DEF,
            Kurou => &kurou::DEF,
            Yingzi => &yingzi::DEF,
            Fanjian => &fanjian::DEF,
            Guose => &guose::DEF,
            Liuli => &liuli::DEF,
            Qianxun => &qianxun::DEF,
            Lianying => &lianying::DEF,
            Jieyin => &jieyin::DEF,
            Xiaoji => &xiaoji::DEF,
            Jijiu => &jijiu::DEF,
            Qingnang => &qingnang::DEF,
            Wushuang => &wushuang::DEF,
            Lijian => &lijian::DEF,
            Biyue => &biyue::DEF,
            Yaowu => &yaowu::DEF,
            Wangzun => &wangzun::DEF,
            Tongji => &tongji::DEF,
        }
    }

    /// Stable id for data files and locale keys (`skill-<id>`).
    pub fn id(self) -> String {
        ron::to_string(&self).unwrap_or_default()
    }

    /// The general skill with data id `id` (e.g. "jianxiong").
    pub fn from_id(id: &str) -> Option<SkillId> {
        SkillId::GENERAL.iter().copied().find(|s| s.id() == id)
    }

    pub fn tags(self) -> Tags {
        self.def().tags
    }

    /// 主公技: works only while its owner is the lord.
    pub fn is_lord(self) -> bool {
        self.tags().has(Tags::LORD)
    }

    /// 锁定技 and always-on effects: apply without asking.
    pub fn compulsory(self) -> bool {
        self.tags().has(Tags::COMPULSORY)
    }

    /// Effects of an armour are switched off by armour-ignoring effects (青釭剑).
    pub fn is_armor(self) -> bool {
        self.tags().has(Tags::ARMOR)
    }

    pub fn listens(self, t: Timing) -> bool {
        self.def().listens(t)
    }

    pub(crate) fn can_trigger(self, g: &Game, owner: Seat, ctx: &Ctx) -> bool {
        (self.def().can_trigger)(g, owner, ctx)
    }

    /// Runs the skill's effect (after the owner confirmed, for optional skills).
    /// The skill must end by calling [`done`].
    fn run(self, g: &mut Game, f: Box<SkillFrame>) {
        (self.def().run)(g, f)
    }

    /// Whether the owner is asked "invoke?" before the effect.
    fn asks_first(self, ctx: &Ctx) -> bool {
        match self.def().confirm {
            Confirm::Ask => true,
            Confirm::Never | Confirm::OwnRequest => false,
            Confirm::AskAt(t) => ctx.timing == t,
        }
    }

    /// Whether invoking it is announced by the frame (skills that ask through their own request
    /// announce themselves, if at all).
    fn announced(self) -> bool {
        self.def().confirm != Confirm::OwnRequest
    }

    /// Whether a judgement made for this skill counts as the good result.
    pub(crate) fn judge_good(self, card: CardId) -> bool {
        (self.def().judge_good)(card)
    }

    // ---------------------------------------------------------------- modifiers

    pub(crate) fn modifiers(self) -> &'static Modifiers {
        &self.def().modifiers
    }
    /// Extra targets the owner's `card` may take.
    pub(crate) fn extra_targets(self, g: &Game, owner: Seat, card: &VCard) -> u8 {
        self.modifiers().extra_targets.map_or(0, |f| f(g, owner, card))
    }
    /// The owner's `card` ignores the target's armour.
    pub(crate) fn ignores_armor(self, card: &VCard) -> bool {
        self.modifiers().ignores_armor.is_some_and(|f| f(card))
    }
    /// The owner cannot be chosen as a target of `kind` (空城, 谦逊).
    pub(crate) fn blocks_target(self, g: &Game, owner: Seat, kind: CardKind) -> bool {
        self.modifiers().blocks_target.is_some_and(|f| f(g, owner, kind))
    }
    /// Extra recovery when `user` uses a 桃 on the dying owner (救援).
    pub(crate) fn peach_bonus(self, g: &Game, owner: Seat, user: Seat) -> i32 {
        self.modifiers().peach_bonus.map_or(0, |f| f(g, owner, user))
    }
    /// 同疾: with more hand cards than HP, whoever has the owner in attack range must 杀 only the owner.
    pub(crate) fn draws_slashes(self, g: &Game, owner: Seat) -> bool {
        self.modifiers().draws_slashes.is_some_and(|f| f(g, owner))
    }

    /// A conversion the owner may use to produce a `pattern` card (`in_play`: in its own play phase).
    pub(crate) fn conversion(self, g: &Game, owner: Seat, pattern: CardKind, in_play: bool) -> Option<CardSource> {
        self.def().conversion.and_then(|f| f(g, owner, pattern, in_play))
    }

    /// A card made by this skill comes from another player (激将): the skill asks them when used.
    pub(crate) fn provides_from_others(self) -> bool {
        self.tags().has(Tags::SUPPLIED_BY_OTHERS)
    }

    /// A card this skill makes cannot be answered by 无懈可击 (离间's 决斗).
    pub(crate) fn unnullifiable(self) -> bool {
        self.tags().has(Tags::UNNULLIFIABLE)
    }

    /// A play-phase activation of this skill (制衡, 仁德 …), if one is possible now.
    pub(crate) fn play_option(self, g: &Game, owner: Seat) -> Option<PlayOption> {
        if g.turn.used.contains(&self) {
            return None;
        }
        self.def().play_option.and_then(|f| f(g, owner))
    }

    /// Limited to once per play phase.
    fn once_per_phase(self) -> bool {
        self.tags().has(Tags::ONCE_PER_PHASE)
    }

    /// How the AI answers "invoke it?".
    pub fn ai_confirm(self) -> AiConfirm {
        self.def().ai
    }
}

/// Finishes a skill frame, handing its context back to the trigger frame below it. Anything the
/// skill pushes after calling this resolves before the trigger goes on.
pub(crate) fn done(g: &mut Game, f: Box<SkillFrame>) {
    match g.stack.last_mut() {
        Some(Frame::Trigger(t)) => t.ctx = f.ctx,
        _ => g.ret = Ret::Ctx(f.ctx),
    }
}

/// The seats and cards a play-phase activation was given.
pub(crate) fn active(f: &SkillFrame) -> (Vec<Seat>, Vec<CardId>) {
    let a = f.ctx.active();
    debug_assert!(a.is_some(), "an activated skill expects its choices");
    a.map(|a| (a.targets.clone(), a.cards.clone())).unwrap_or_default()
}

/// The first seat a play-phase activation was given.
pub(crate) fn active_target(f: &SkillFrame) -> Option<Seat> {
    f.ctx.active().and_then(|a| a.targets.first().copied())
}

fn draw_then_done(g: &mut Game, f: Box<SkillFrame>, n: usize) {
    let owner = f.owner;
    done(g, f);
    g.draw(owner, n, super::event::MoveReason::Draw);
}

/// Discards the cards chosen for an active skill, then each of `seats` recovers 1 HP, in that order.
pub(crate) fn discard_then_heal(g: &mut Game, f: Box<SkillFrame>, seats: &[Seat]) {
    let owner = f.owner;
    let (_, cards) = active(&f);
    g.discard_cards(&cards, super::event::MoveReason::Discard);
    done(g, f);
    // The stack runs last-pushed first.
    for &s in seats.iter().rev() {
        g.stack.push(Frame::Recover { seat: s, amount: 1, source: Some(owner) });
    }
}

/// Parks the skill frame at step `next` and makes its owner judge for `by`; the judge card comes
/// back as `Ret::Judge` when the skill resumes there.
pub(crate) fn judge_for<S: Steps>(g: &mut Game, mut f: Box<SkillFrame>, next: S, by: ReasonBy) {
    f.goto(next);
    let owner = f.owner;
    g.stack.push(Frame::Skill(f));
    g.push_judge(owner, by);
}

/// Asks the owner of `f` a request, parking the skill frame.
pub(crate) fn ask(g: &mut Game, f: Box<SkillFrame>, seat: Seat, kind: RequestKind, about: Option<Seat>) {
    let req = Request { seat, kind, reason: Reason { by: ReasonBy::Skill(f.skill), about } };
    g.ask(Frame::Skill(f), req);
}

/// Runs a skill frame: optional skills first ask their owner.
pub(crate) fn run_skill(g: &mut Game, mut f: Box<SkillFrame>) {
    if !f.confirmed {
        if f.skill.asks_first(&f.ctx) {
            match g.take_answer() {
                None => {
                    let about = f.ctx.other_party(f.owner);
                    let (seat, skill) = (f.owner, f.skill);
                    ask(g, f, seat, RequestKind::Confirm { skill }, about);
                    return;
                }
                Some(Answer::Confirm(true)) => {}
                Some(_) => return done(g, f),
            }
        }
        f.confirmed = true;
        if f.skill.announced() {
            // The other party, if any: the target, or the source when the owner is the target.
            let other = f.ctx.other_party(f.owner);
            g.emit(Event::SkillInvoked { seat: f.owner, skill: f.skill, targets: other.into_iter().collect() });
        }
    }
    let skill = f.skill;
    skill.run(g, f);
}

/// Activates a play-phase skill with the chosen cards and targets (already validated).
pub(crate) fn activate(g: &mut Game, owner: Seat, skill: SkillId, cards: Vec<CardId>, targets: Vec<Seat>) {
    if skill.once_per_phase() {
        g.turn.used.push(skill);
    }
    g.emit(Event::SkillInvoked { seat: owner, skill, targets: targets.clone() });
    let ctx = Ctx::new(Timing::None, TimingData::Active(ActiveData { targets, cards }));
    g.stack.push(Frame::Skill(Box::new(SkillFrame::new(skill, owner, ctx, true))));
}

/// Uses a card that another player supplies through `skill` (激将 in the play phase): the skill sees
/// the targets in its context (`Ctx::active`), where it would otherwise see the need it answers.
pub(crate) fn activate_as(g: &mut Game, owner: Seat, skill: SkillId, targets: Vec<Seat>) {
    g.emit(Event::SkillInvoked { seat: owner, skill, targets: targets.clone() });
    let ctx = Ctx::new(Timing::None, TimingData::Active(ActiveData { targets, cards: Vec::new() }));
    g.stack.push(Frame::Skill(Box::new(SkillFrame::new(skill, owner, ctx, true))));
}

impl Game {
    /// Calls `f` for every skill `seat` has: general skills (lord skills only while it is the lord),
    /// then equipment effects.
    pub(crate) fn for_each_skill(&self, seat: Seat, mut f: impl FnMut(SkillId)) {
        let p = &self.players[seat as usize];
        for &s in &p.skills {
            if !s.is_lord() || (self.mode().lord_skills)(self, seat) {
                f(s);
            }
        }
        for c in p.equip.iter().flatten() {
            if let Some(s) = equip_skill(c.kind()) {
                f(s);
            }
        }
    }

    /// Whether `seat` has `skill` now. Inlined: the trigger loop asks this for every queued skill, and
    /// whether it is inlined there should not depend on how the codegen units happen to be split.
    #[inline]
    pub(crate) fn has_skill(&self, seat: Seat, skill: SkillId) -> bool {
        let mut found = false;
        self.for_each_skill(seat, |s| found |= s == skill);
        found
    }

    /// Cards that a skill takes into `seat`'s hand, from wherever they are.
    pub(crate) fn obtain(&mut self, seat: Seat, cards: &[CardId]) {
        for &c in cards {
            self.move_card(c, super::types::Zone::Hand(seat), super::event::MoveReason::Obtain);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equipment_listens_covers_every_equipment_timing() {
        for kind in CardKind::all() {
            let Some(skill) = equip_skill(kind) else { continue };
            for t in Timing::ALL {
                if skill.listens(t) {
                    assert!(equipment_listens(t), "{skill:?} listens for {t:?}");
                }
            }
        }
    }

    #[test]
    fn every_skill_is_listed_once_in_all() {
        let names = super::super::event::variants_of::<SkillId>();
        assert_eq!(SkillId::ALL.len(), names.len(), "SkillId::ALL misses a skill");
        for (s, name) in SkillId::ALL.iter().zip(names) {
            assert_eq!(s.id(), *name, "SkillId::ALL is in enum order");
        }
        for s in SkillId::GENERAL {
            assert!(!s.tags().has(Tags::EQUIPMENT), "{s:?}");
        }
        let data: Vec<String> =
            super::super::data::generals().iter().flat_map(|g| g.skills.iter()).map(|s| s.to_string()).collect();
        let mut data_order: Vec<String> = Vec::new();
        for s in data {
            if !data_order.contains(&s) {
                data_order.push(s);
            }
        }
        assert_eq!(SkillId::GENERAL.iter().map(|s| s.id()).collect::<Vec<_>>(), data_order, "GENERAL is in data order");
        let equipment = SkillId::ALL.iter().filter(|s| s.tags().has(Tags::EQUIPMENT)).count();
        assert_eq!(equipment + SkillId::GENERAL.len(), SkillId::ALL.len());
    }

    #[test]
    fn compulsory_skills_never_ask_and_only_they() {
        for s in SkillId::ALL {
            assert_eq!(s.compulsory(), s.def().confirm == Confirm::Never, "{s:?}");
        }
    }

    #[test]
    fn a_skill_that_listens_can_trigger_and_one_that_converts_or_activates_does_so() {
        for s in SkillId::ALL {
            let d = s.def();
            let listens = Timing::ALL.iter().any(|&t| d.listens(t));
            let does = listens
                || d.conversion.is_some()
                || d.play_option.is_some()
                || d.modifiers.distance_from != 0
                || d.modifiers.distance_to != 0
                || d.modifiers.unlimited_slash
                || d.modifiers.tricks_ignore_distance
                || d.modifiers.responses_needed != 1
                || d.modifiers.extra_targets.is_some()
                || d.modifiers.ignores_armor.is_some()
                || d.modifiers.blocks_target.is_some()
                || d.modifiers.peach_bonus.is_some()
                || d.modifiers.draws_slashes.is_some();
            assert!(does, "{s:?} is defined but does nothing");
        }
    }

    #[test]
    fn every_general_skill_id_in_the_data_is_known() {
        for g in super::super::data::generals() {
            for s in g.skills {
                let id = SkillId::from_id(s).unwrap_or_else(|| panic!("unknown skill {s}"));
                assert_eq!(id.is_lord(), g.lord_skills.contains(s), "{s}");
            }
        }
    }
}
