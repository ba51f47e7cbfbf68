# Homebrew formula for sitegen, built from source (docs/install.md, "Homebrew"). To use it, put
# it in a tap (a GitHub repository named homebrew-<name> with this file in Formula/), fill in
# `url` and `sha256` for a release's source tarball, and `brew install <you>/<name>/sitegen`.
# Not tested: sitegen's CI runs on Debian, with no macOS machine.
class Sitegen < Formula
  desc "Offline recruiting site, résumé PDF and coach packet for student athletes"
  homepage "https://github.com/OWNER/sitegen"
  url "https://github.com/OWNER/sitegen/archive/refs/tags/v0.2.0.tar.gz"
  sha256 "REPLACE_WITH_THE_SHA256_OF_THE_TARBALL_ABOVE"
  license :cannot_represent # sitegen states no license yet: set the real one here

  depends_on "pkgconf" => :build
  depends_on xcode: ["26.4", :build] # Swift 6.3
  depends_on "cairo"
  depends_on "cmark"
  depends_on "jpeg-turbo"
  depends_on "libdeflate"
  depends_on "libpng"
  depends_on macos: :sonoma # Package.swift: platforms [.macOS(.v14)]
  depends_on "pango"
  depends_on "qrencode"

  # The coach's PDFs are set in DejaVu Sans, with WenQuanYi Micro Hei for Chinese, Japanese and
  # Korean; sitegen looks for them in $(brew --prefix)/share/fonts (docs/coach-pdf.md).
  resource "dejavu" do
    url "https://github.com/dejavu-fonts/dejavu-fonts/releases/download/version_2_37/dejavu-fonts-ttf-2.37.tar.bz2"
    sha256 "fa9ca4d13871dd122f61258a80d01751d603b4d3ee14095d65453b4e846e17d7"
  end

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "sitegen"
    bin.install ".build/release/sitegen"
    resource("dejavu").stage { (share/"fonts").install Dir["ttf/DejaVuSans*.ttf"] }
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/sitegen --version").strip
    system bin/"sitegen", "new", testpath/"content"
    system bin/"sitegen", "build", "--content", testpath/"content", "--output", testpath/"site",
           "--today", "2026-11-22"
    assert_path_exists testpath/"site/index.html"
  end
end
