import SiteData
import Widgets
