import SiteGen
print("sitegen")
