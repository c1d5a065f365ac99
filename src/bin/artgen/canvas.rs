//! A small drawing layer over tiny-skia: paths in design units, a transform stack, flat and
//! gradient fills, strokes, and text drawn from the shipped font's outlines (no system fonts).

use tiny_skia::{
    Color, FillRule, GradientStop, LineCap, LineJoin, LinearGradient, Mask, Paint, Path, PathBuilder, Pixmap,
    PixmapPaint, Point, RadialGradient, Rect, Shader, SpreadMode, Stroke, Transform,
};

/// A colour from `0xRRGGBB`.
pub fn rgb(hex: u32) -> Color {
    rgba(hex, 1.0)
}

/// A colour from `0xRRGGBB` with alpha in 0..=1.
pub fn rgba(hex: u32, a: f32) -> Color {
    Color::from_rgba8((hex >> 16) as u8, (hex >> 8) as u8, hex as u8, (a.clamp(0.0, 1.0) * 255.0).round() as u8)
}

/// Mixes two `0xRRGGBB` colours; `t` = 0 gives `a`.
pub fn mix(a: u32, b: u32, t: f32) -> u32 {
    let ch = |s: u32| {
        let x = ((a >> s) & 255) as f32;
        let y = ((b >> s) & 255) as f32;
        ((x + (y - x) * t).round().clamp(0.0, 255.0) as u32) << s
    };
    ch(16) | ch(8) | ch(0)
}

/// A path builder with chained calls; `done()` panics only on an empty path, which is a bug in the art code.
pub struct P(PathBuilder);

impl P {
    pub fn new() -> P {
        P(PathBuilder::new())
    }
    pub fn m(mut self, x: f32, y: f32) -> P {
        self.0.move_to(x, y);
        self
    }
    pub fn l(mut self, x: f32, y: f32) -> P {
        self.0.line_to(x, y);
        self
    }
    pub fn q(mut self, cx: f32, cy: f32, x: f32, y: f32) -> P {
        self.0.quad_to(cx, cy, x, y);
        self
    }
    pub fn c(mut self, c1x: f32, c1y: f32, c2x: f32, c2y: f32, x: f32, y: f32) -> P {
        self.0.cubic_to(c1x, c1y, c2x, c2y, x, y);
        self
    }
    pub fn z(mut self) -> P {
        self.0.close();
        self
    }
    pub fn circle(mut self, x: f32, y: f32, r: f32) -> P {
        self.0.push_circle(x, y, r);
        self
    }
    pub fn oval(mut self, cx: f32, cy: f32, rx: f32, ry: f32) -> P {
        if let Some(r) = Rect::from_xywh(cx - rx, cy - ry, 2.0 * rx, 2.0 * ry) {
            self.0.push_oval(r);
        }
        self
    }
    pub fn rect(mut self, x: f32, y: f32, w: f32, h: f32) -> P {
        if let Some(r) = Rect::from_xywh(x, y, w, h) {
            self.0.push_rect(r);
        }
        self
    }
    /// A rounded rectangle (corner radius `r`).
    pub fn rrect(self, x: f32, y: f32, w: f32, h: f32, r: f32) -> P {
        let r = r.min(w / 2.0).min(h / 2.0);
        let k = 0.447_715 * r; // control distance for a quarter circle
        self.m(x + r, y)
            .l(x + w - r, y)
            .c(x + w - k, y, x + w, y + k, x + w, y + r)
            .l(x + w, y + h - r)
            .c(x + w, y + h - k, x + w - k, y + h, x + w - r, y + h)
            .l(x + r, y + h)
            .c(x + k, y + h, x, y + h - k, x, y + h - r)
            .l(x, y + r)
            .c(x, y + k, x + k, y, x + r, y)
            .z()
    }
    /// A closed polygon through `pts`.
    pub fn poly(mut self, pts: &[(f32, f32)]) -> P {
        for (i, &(x, y)) in pts.iter().enumerate() {
            if i == 0 {
                self.0.move_to(x, y);
            } else {
                self.0.line_to(x, y);
            }
        }
        self.0.close();
        self
    }
    /// An open polyline through `pts`.
    pub fn line(mut self, pts: &[(f32, f32)]) -> P {
        for (i, &(x, y)) in pts.iter().enumerate() {
            if i == 0 {
                self.0.move_to(x, y);
            } else {
                self.0.line_to(x, y);
            }
        }
        self
    }
    /// A regular polygon / star: `n` points alternating radii `r1`, `r2` (equal for a polygon).
    pub fn star(self, cx: f32, cy: f32, n: usize, r1: f32, r2: f32, rot: f32) -> P {
        let pts: Vec<(f32, f32)> = (0..2 * n)
            .map(|i| {
                let a = rot + std::f32::consts::PI * i as f32 / n as f32;
                let r = if i % 2 == 0 { r1 } else { r2 };
                (cx + r * a.sin(), cy - r * a.cos())
            })
            .collect();
        self.poly(&pts)
    }
    /// An arc of a circle from angle `a0` to `a1` (radians, 0 = right, clockwise on screen), as a polyline.
    pub fn arc(mut self, cx: f32, cy: f32, r: f32, a0: f32, a1: f32, start: bool) -> P {
        let n = (((a1 - a0).abs() * r / 4.0).ceil() as usize).clamp(4, 64);
        for i in 0..=n {
            let a = a0 + (a1 - a0) * i as f32 / n as f32;
            let (x, y) = (cx + r * a.cos(), cy + r * a.sin());
            if i == 0 && start {
                self.0.move_to(x, y);
            } else {
                self.0.line_to(x, y);
            }
        }
        self
    }
    pub fn done(self) -> Path {
        self.0.finish().expect("art path is empty")
    }
}

impl Default for P {
    fn default() -> P {
        P::new()
    }
}

/// A raster in design units: everything drawn is scaled by `scale` into pixels.
pub struct Canvas {
    pub pm: Pixmap,
    scale: f32,
    stack: Vec<Transform>,
    t: Transform,
    clip: Option<Mask>,
}

impl Canvas {
    /// A transparent canvas of `w`×`h` design units at `scale` pixels per unit.
    pub fn new(w: f32, h: f32, scale: f32) -> Canvas {
        let pw = (w * scale).round().max(1.0) as u32;
        let ph = (h * scale).round().max(1.0) as u32;
        let pm = Pixmap::new(pw, ph).expect("canvas size");
        Canvas { pm, scale, stack: Vec::new(), t: Transform::from_scale(scale, scale), clip: None }
    }
    pub fn save(&mut self) {
        self.stack.push(self.t);
    }
    pub fn restore(&mut self) {
        if let Some(t) = self.stack.pop() {
            self.t = t;
        }
    }
    pub fn translate(&mut self, x: f32, y: f32) {
        self.t = self.t.pre_translate(x, y);
    }
    pub fn scale(&mut self, s: f32) {
        self.t = self.t.pre_scale(s, s);
    }
    pub fn scale_xy(&mut self, sx: f32, sy: f32) {
        self.t = self.t.pre_scale(sx, sy);
    }
    /// Rotates by `deg` degrees about (`x`, `y`).
    pub fn rotate(&mut self, deg: f32, x: f32, y: f32) {
        self.t = self.t.pre_concat(Transform::from_rotate_at(deg, x, y));
    }
    /// Limits later drawing to `path` (in current units) until `unclip`.
    pub fn clip(&mut self, path: &Path) {
        let mut m = Mask::new(self.pm.width(), self.pm.height()).expect("mask size");
        m.fill_path(path, FillRule::Winding, true, self.t);
        self.clip = Some(m);
    }
    pub fn unclip(&mut self) {
        self.clip = None;
    }

    fn paint_with(&mut self, path: &Path, paint: &Paint) {
        self.pm.fill_path(path, paint, FillRule::Winding, self.t, self.clip.as_ref());
    }
    /// Fills with the even-odd rule: a sub-path inside another cuts a hole (rings, frames).
    pub fn fill_eo(&mut self, path: &Path, c: Color) {
        let paint = Paint { shader: Shader::SolidColor(c), anti_alias: true, ..Paint::default() };
        self.pm.fill_path(path, &paint, FillRule::EvenOdd, self.t, self.clip.as_ref());
    }
    pub fn fill(&mut self, path: &Path, c: Color) {
        let paint = Paint { shader: Shader::SolidColor(c), anti_alias: true, ..Paint::default() };
        self.paint_with(path, &paint);
    }
    /// Fills with a linear gradient from (`x0`,`y0`) to (`x1`,`y1`) through `stops` (position, colour).
    pub fn fill_linear(&mut self, path: &Path, x0: f32, y0: f32, x1: f32, y1: f32, stops: &[(f32, Color)]) {
        let stops = stops.iter().map(|&(p, c)| GradientStop::new(p, c)).collect();
        let (a, b) = (Point::from_xy(x0, y0), Point::from_xy(x1, y1));
        if let Some(shader) = LinearGradient::new(a, b, stops, SpreadMode::Pad, Transform::identity()) {
            let paint = Paint { shader, anti_alias: true, ..Paint::default() };
            self.paint_with(path, &paint);
        }
    }
    /// Fills with a radial gradient centred at (`cx`,`cy`), radius `r`.
    pub fn fill_radial(&mut self, path: &Path, cx: f32, cy: f32, r: f32, stops: &[(f32, Color)]) {
        let stops = stops.iter().map(|&(p, c)| GradientStop::new(p, c)).collect();
        let c = Point::from_xy(cx, cy);
        if let Some(shader) = RadialGradient::new(c, 0.0, c, r, stops, SpreadMode::Pad, Transform::identity()) {
            let paint = Paint { shader, anti_alias: true, ..Paint::default() };
            self.paint_with(path, &paint);
        }
    }
    pub fn stroke(&mut self, path: &Path, c: Color, width: f32) {
        self.stroke_cap(path, c, width, LineCap::Round);
    }
    pub fn stroke_cap(&mut self, path: &Path, c: Color, width: f32, cap: LineCap) {
        let paint = Paint { shader: Shader::SolidColor(c), anti_alias: true, ..Paint::default() };
        let stroke = Stroke { width, line_cap: cap, line_join: LineJoin::Round, ..Stroke::default() };
        self.pm.stroke_path(path, &paint, &stroke, self.t, self.clip.as_ref());
    }
    /// Draws another canvas's pixels at (`x`,`y`) design units, scaled by `s` (its own pixels → ours).
    pub fn blit(&mut self, other: &Pixmap, x: f32, y: f32, s: f32) {
        let paint = PixmapPaint { quality: tiny_skia::FilterQuality::Bicubic, ..PixmapPaint::default() };
        let t = self.t.pre_translate(x, y).pre_scale(s / self.scale, s / self.scale);
        self.pm.draw_pixmap(0, 0, other.as_ref(), &paint, t, self.clip.as_ref());
    }
    pub fn png(&self) -> Vec<u8> {
        self.pm.encode_png().expect("PNG encoding of an in-memory pixmap")
    }
}

/// Where text sits relative to its anchor point.
#[derive(Clone, Copy, PartialEq)]
pub enum Align {
    Left,
    Center,
}

/// A font from the shipped assets, drawn from its glyph outlines.
pub struct Font {
    data: Vec<u8>,
}

struct Outline(PathBuilder, f32, f32, f32);

impl ttf_parser::OutlineBuilder for Outline {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.move_to(self.1 + x * self.3, self.2 - y * self.3);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.0.line_to(self.1 + x * self.3, self.2 - y * self.3);
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        self.0.quad_to(self.1 + x1 * self.3, self.2 - y1 * self.3, self.1 + x * self.3, self.2 - y * self.3);
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.0.cubic_to(
            self.1 + x1 * self.3,
            self.2 - y1 * self.3,
            self.1 + x2 * self.3,
            self.2 - y2 * self.3,
            self.1 + x * self.3,
            self.2 - y * self.3,
        );
    }
    fn close(&mut self) {
        self.0.close();
    }
}

impl Font {
    pub fn load(path: &std::path::Path) -> Result<Font, String> {
        let data = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        ttf_parser::Face::parse(&data, 0).map_err(|e| format!("{}: not a font ({e})", path.display()))?;
        Ok(Font { data })
    }
    fn face(&self) -> ttf_parser::Face<'_> {
        ttf_parser::Face::parse(&self.data, 0).expect("checked at load")
    }
    /// Width of `s` at `size` design units.
    pub fn width(&self, s: &str, size: f32) -> f32 {
        let face = self.face();
        let k = size / face.units_per_em() as f32;
        s.chars().map(|ch| face.glyph_index(ch).and_then(|g| face.glyph_hor_advance(g)).unwrap_or(0) as f32 * k).sum()
    }
    /// The outline of `s` with its baseline at `y`, aligned on `x`; `None` when no glyph has ink.
    pub fn path(&self, s: &str, x: f32, y: f32, size: f32, align: Align) -> Option<Path> {
        let face = self.face();
        let k = size / face.units_per_em() as f32;
        let w = self.width(s, size);
        let mut pen = match align {
            Align::Left => x,
            Align::Center => x - w / 2.0,
        };
        let mut out = Outline(PathBuilder::new(), 0.0, y, k);
        for ch in s.chars() {
            let Some(g) = face.glyph_index(ch) else { continue };
            out.1 = pen;
            face.outline_glyph(g, &mut out);
            pen += face.glyph_hor_advance(g).unwrap_or(0) as f32 * k;
        }
        out.0.finish()
    }
}

impl Canvas {
    /// Draws `s` filled with `c`; `bold` > 0 thickens it with an outline of that width.
    #[allow(clippy::too_many_arguments)]
    pub fn text(&mut self, font: &Font, s: &str, x: f32, y: f32, size: f32, c: Color, align: Align, bold: f32) {
        if let Some(p) = font.path(s, x, y, size, align) {
            let paint = Paint { shader: Shader::SolidColor(c), anti_alias: true, ..Paint::default() };
            self.pm.fill_path(&p, &paint, FillRule::Winding, self.t, self.clip.as_ref());
            if bold > 0.0 {
                self.stroke(&p, c, bold);
            }
        }
    }
}
