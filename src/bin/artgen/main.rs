//! The art generator: renders every shipped picture in `assets/art/` from the card and general data,
//! plus a contact sheet for review. Deterministic: the same source gives the same bytes.
//!
//! ```text
//! cargo run --release --features artgen --bin artgen              # write assets/art
//! cargo run --release --features artgen --bin artgen -- --check   # exit 1 if assets/art differs
//! cargo run --release --features artgen --bin artgen -- --scale 3 --out /tmp/art   # high resolution
//! ```

mod canvas;
mod cards;
mod misc;
mod people;
mod shapes;

use canvas::{Align, Canvas, Font, P, rgb};
use clap::Parser;
use sanguosha::art;
use sanguosha::i18n::Localizer;
use sanguosha::rules::data::{self, FULL_DECK};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(about = "Render the game's card faces, portraits, role cards and icons into assets/art")]
struct Args {
    /// Output directory.
    #[arg(long, default_value = "assets/art")]
    out: PathBuf,
    /// Pixels per design unit (1 = the shipped size; the design is vector, any scale works).
    #[arg(long, default_value_t = 1.0)]
    scale: f32,
    /// Compare with the files in `--out` instead of writing; exit 1 on any difference.
    #[arg(long)]
    check: bool,
}

/// A manifest path (`art/...`) relative to the art directory.
fn rel(path: String) -> String {
    path.strip_prefix(&format!("{}/", art::DIR)).map(str::to_string).unwrap_or(path)
}

fn main() -> ExitCode {
    let args = Args::parse();
    if !(0.25..=8.0).contains(&args.scale) {
        eprintln!("artgen: --scale must be between 0.25 and 8");
        return ExitCode::FAILURE;
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let font = match Font::load(&root.join("assets/fonts/NotoSansCJKsc-subset.otf")) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("artgen: {e}");
            return ExitCode::FAILURE;
        }
    };
    let files = render(&font, args.scale);
    if args.check {
        let mut bad = 0;
        for (rel, bytes) in &files {
            let path = args.out.join(rel);
            match std::fs::read(&path) {
                Ok(old) if &old == bytes => {}
                Ok(_) => {
                    eprintln!("differs: {}", path.display());
                    bad += 1;
                }
                Err(e) => {
                    eprintln!("missing: {} ({e})", path.display());
                    bad += 1;
                }
            }
        }
        println!("artgen --check: {} files, {} differ", files.len(), bad);
        return if bad == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE };
    }
    let mut total = 0usize;
    for (rel, bytes) in &files {
        let path = args.out.join(rel);
        if let Some(dir) = path.parent()
            && let Err(e) = std::fs::create_dir_all(dir)
        {
            eprintln!("artgen: {}: {e}", dir.display());
            return ExitCode::FAILURE;
        }
        if let Err(e) = std::fs::write(&path, bytes) {
            eprintln!("artgen: {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
        total += bytes.len();
    }
    println!("artgen: wrote {} files, {:.2} MB, into {}", files.len(), total as f64 / 1e6, args.out.display());
    ExitCode::SUCCESS
}

/// Every output file as (path relative to the art directory, PNG bytes).
fn render(font: &Font, scale: f32) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let mut faces = Vec::new();
    for i in 0..FULL_DECK {
        let def = data::card_def(i).expect("the deck has FULL_DECK cards");
        let c = cards::face(i, def, scale, font, None);
        out.push((rel(art::card_face(i)), c.png()));
        faces.push(c);
    }
    let back = cards::back(scale);
    out.push((rel(art::card_back()), back.png()));
    let mut portraits = Vec::new();
    for g in data::generals() {
        let c = people::portrait(g, scale);
        out.push((rel(art::portrait(g.id)), c.png()));
        portraits.push(c);
    }
    let mut roles = Vec::new();
    for r in art::ROLES {
        let c = misc::role(r, scale);
        out.push((rel(art::role(r)), c.png()));
        roles.push(c);
    }
    let hp = [misc::hp(true, scale), misc::hp(false, scale)];
    out.push((rel(art::hp_icon(true)), hp[0].png()));
    out.push((rel(art::hp_icon(false)), hp[1].png()));
    let mut emblems = Vec::new();
    for f in art::FACTIONS {
        let mut c = Canvas::new(64.0, 64.0, scale);
        people::emblem(&mut c, f, 32.0, 32.0, 29.0);
        out.push((rel(art::faction_emblem(f)), c.png()));
        emblems.push(c);
    }
    out.push((rel(art::table()), misc::table(scale.min(1.0)).png()));
    let sheet = contact_sheet(font, scale, &faces, &back, &portraits, &roles, &hp, &emblems);
    out.push(("contact-sheet.png".to_string(), sheet.png()));
    out
}

/// All faces in a grid with their names (zh-Hans), then portraits, role cards and icons.
#[allow(clippy::too_many_arguments)]
fn contact_sheet(
    font: &Font,
    scale: f32,
    faces: &[Canvas],
    back: &Canvas,
    portraits: &[Canvas],
    roles: &[Canvas],
    hp: &[Canvas; 2],
    emblems: &[Canvas],
) -> Canvas {
    let loc = Localizer::new("zh-Hans").expect("embedded locale");
    // The sheet is drawn at half the design size; `k` maps a rendered canvas's pixels to sheet units.
    let k = 0.5 / scale;
    let (cw, ch) = (cards::W * 0.5, cards::H * 0.5);
    let cols = 12;
    let (gap, label) = (10.0, 22.0);
    let cell_h = ch + label + gap;
    let card_rows = (FULL_DECK + 1).div_ceil(cols) as f32; // the faces, then the back
    let (pw, ph) = (people::W * 0.5, people::H * 0.5);
    let width = cols as f32 * (cw + gap) + gap;
    let height = 60.0 + card_rows * cell_h + 40.0 + 3.0 * (ph + label + gap) + 40.0 + ROLE_ROW + 20.0;
    let mut c = Canvas::new(width, height, 1.0);
    let all = P::new().rect(0.0, 0.0, width, height).done();
    c.fill(&all, rgb(0xf4efe4));
    c.text(font, &loc.t("ui-title"), gap, 40.0, 28.0, rgb(0x1d1a16), Align::Left, 0.5);
    let mut y = 60.0;
    for (i, face) in faces.iter().enumerate() {
        let (col, row) = (i % cols, i / cols);
        let x = gap + col as f32 * (cw + gap);
        let yy = y + row as f32 * cell_h;
        c.blit(&face.pm, x, yy, k);
        let def = data::card_def(i).expect("deck");
        let name = format!("{} {}", i + 1, loc.kind(def.kind));
        c.text(font, &name, x + cw / 2.0, yy + ch + 16.0, 13.0, rgb(0x1d1a16), Align::Center, 0.0);
    }
    let (x, yy) = (gap + (FULL_DECK % cols) as f32 * (cw + gap), y + (FULL_DECK / cols) as f32 * cell_h);
    c.blit(&back.pm, x, yy, k);
    y += card_rows * cell_h + 30.0;
    let pcols = 9;
    for (i, (p, g)) in portraits.iter().zip(data::generals()).enumerate() {
        let x = gap + (i % pcols) as f32 * (pw + gap + 13.0);
        let yy = y + (i / pcols) as f32 * (ph + label + gap);
        c.blit(&p.pm, x, yy, k);
        let name = loc.t(&format!("general-{}", g.id));
        c.text(font, &name, x + pw / 2.0, yy + ph + 16.0, 13.0, rgb(0x1d1a16), Align::Center, 0.0);
    }
    y += 3.0 * (ph + label + gap) + 30.0;
    for (i, (r, id)) in roles.iter().zip(art::ROLES).enumerate() {
        let x = gap + i as f32 * (misc::ROLE_W * 0.5 + gap);
        c.blit(&r.pm, x, y, k);
        c.text(
            font,
            &loc.t(&format!("role-{id}")),
            x + misc::ROLE_W * 0.25,
            y + misc::ROLE_H * 0.5 - 27.0,
            15.0,
            rgb(0xfbf3dc),
            Align::Center,
            0.3,
        );
    }
    let mut x = gap + 4.0 * (misc::ROLE_W * 0.5 + gap) + 20.0;
    for icon in hp {
        c.blit(&icon.pm, x, y, 1.0 / scale);
        x += 56.0;
    }
    for e in emblems {
        c.blit(&e.pm, x, y - 8.0, 1.0 / scale);
        x += 72.0;
    }
    c
}

const ROLE_ROW: f32 = cards::H * 0.5 - 20.0;
